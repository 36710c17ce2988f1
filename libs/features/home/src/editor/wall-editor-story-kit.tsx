import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { wallEditorHandlers, wallEditorServer } from './wall-editor-story-handlers';

/** What the content wall editor's story files share: the route, the server, a frame, finders and steps. */

export const at = (path: string) => ({ router: { initialEntries: [path] } });

export const WALL_PATH = '/workspace/content/wall';

const wallEditorParameters = { ...at(WALL_PATH), msw: { handlers: wallEditorHandlers.answered } };

const resetServer = () => wallEditorServer.reset();

/** The page with the workspace's padding, `width` wide (the story iframe may be narrower: it scrolls). */
export const padded =
  (width?: number): Decorator =>
  (Story) => (
    <div style={{ padding: 16, ...(width ? { width, boxSizing: 'border-box' } : {}) }}>
      <Story />
    </div>
  );

/**
 * The meta every editor story file spreads: the province's wall answered by a fresh server, padded.
 * Each file still names its own `title` and `component`, which Storybook's indexer reads as written.
 */
export const wallEditorMeta = { parameters: wallEditorParameters, beforeEach: resetServer, decorators: [padded()] };

/** The block card at a place (1-based) once the editor has loaded. */
export async function blockCard(canvasElement: HTMLElement, place: number, type: string) {
  return within(await within(canvasElement).findByRole('region', { name: `第 ${place} 个区块：${type}` }));
}

/** The canvas once the editor has loaded the wall, and its first block (the banner). */
export async function openEditor(canvasElement: HTMLElement) {
  const banner = await blockCard(canvasElement, 1, '横幅');
  return { canvas: within(canvasElement), banner };
}

/** The open dialog with this title, once its opening motion has let it be seen. */
async function dialogTitled(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeVisible();
  return within(dialog);
}

/** Answers the dialog with this title by its `confirm` button, once it says `text` (when given). */
export async function confirmDialog(canvasElement: HTMLElement, { title, text, confirm }: { title: string; text?: string; confirm: string }) {
  const dialog = await dialogTitled(canvasElement, title);
  if (text) await expect(dialog.getByText(text)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: confirm }));
}

/** No dialog left once its closing motion is over. */
export const dialogClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });

/** The page's success message (antd's message, outside the canvas). */
export const toast = async (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(text)).toBeVisible());

/** Clicks the button of this name (in the canvas, or in a part of it). */
export const clickButton = (canvas: ReturnType<typeof within>, name: string) => userEvent.click(canvas.getByRole('button', { name }));

/** 预览 clicked: the preview region, once shown. */
export async function openPreview(canvas: ReturnType<typeof within>) {
  await clickButton(canvas, '预览');
  return canvas.findByRole('region', { name: '预览' });
}

/** After 保存草稿 (the story server saves at 2026-11-25 11:00): the message, the status's saved line, 发布 on. */
export async function draftSaved(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await toast(canvasElement, '草稿已保存');
  await waitFor(() => expect(within(canvas.getByRole('region', { name: '发布状态' })).getByText('已保存于 2026-11-25 11:00 · 王管理')).toBeVisible());
  await expect(canvas.getByRole('button', { name: '发布' })).toBeEnabled();
}

/** The end of a story: no motion left running (for the a11y check that follows). */
export const settled = (canvasElement: HTMLElement) => motionSettled(canvasElement.ownerDocument);
