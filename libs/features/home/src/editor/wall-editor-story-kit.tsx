import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { wallEditorHandlers, wallEditorServer } from './wall-editor-story-handlers';

/** What the content wall editor's story files share: the route, the server, a frame, finders. */

export const at = (path: string) => ({ router: { initialEntries: [path] } });

export const WALL_PATH = '/workspace/content/wall';

export const wallEditorParameters = { ...at(WALL_PATH), msw: { handlers: wallEditorHandlers.answered } };

export const resetServer = () => wallEditorServer.reset();

/** The page with the workspace's padding, `width` wide (the story iframe may be narrower: it scrolls). */
export const padded =
  (width?: number): Decorator =>
  (Story) => (
    <div style={{ padding: 16, ...(width ? { width, boxSizing: 'border-box' } : {}) }}>
      <Story />
    </div>
  );

/** The block card at a place (1-based) once the editor has loaded. */
export async function blockCard(canvasElement: HTMLElement, place: number, type: string) {
  return within(await within(canvasElement).findByRole('region', { name: `第 ${place} 个区块：${type}` }));
}

/** The open dialog with this title, once its opening motion has let it be seen. */
export async function dialogTitled(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeVisible();
  return within(dialog);
}

/** The page's success message (antd's message, outside the canvas). */
export const toast = async (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(text)).toBeVisible());
