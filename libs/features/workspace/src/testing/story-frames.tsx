import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The content width of the workspace at a 375 px viewport (24 px padding each side). */
const NARROW = 327;

/** A story decorator: the page in a box as wide as the workspace content at 375 px. */
export const narrowFrame: Decorator = (Story) => (
  <div data-narrow-frame="" style={{ width: NARROW }}>
    <Story />
  </div>
);

/** Spec §2 at 375 px: nothing in the narrow frame makes it scroll sideways (tables scroll inside their own region). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-narrow-frame]');
  await expect(frame).not.toBeNull();
  await expect(frame!.scrollWidth).toBeLessThanOrEqual(frame!.clientWidth);
}
