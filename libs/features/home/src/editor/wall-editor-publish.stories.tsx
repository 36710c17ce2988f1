import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_BLOCKS, PUBLISHED_BLOCKS } from './wall-editor-fixtures';
import { WallEditorPage } from './wall-editor-page';
import { wallEditorServer } from './wall-editor-story-handlers';
import { blockCard, clickButton, confirmDialog, dialogClosed, openEditor, openPreview, padded, settled, toast, wallEditorMeta } from './wall-editor-story-kit';

const meta = { ...wallEditorMeta, title: 'feature-home/WallEditor/Publishing', component: WallEditorPage } satisfies Meta<typeof WallEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns a grid of the preview has (the wall's container queries decide). */
const columns = (frame: Element, selector: string) => getComputedStyle(frame.querySelector(selector)!).gridTemplateColumns.split(' ').length;

/** 发布 asks first, then publishes the saved draft as v4: the status and the history follow. */
export const Publish: Story = {
  name: '发布',
  play: async ({ canvasElement }) => {
    const { canvas } = await openEditor(canvasElement);
    await clickButton(canvas, '发布');
    await confirmDialog(canvasElement, { title: '发布内容墙', text: '发布后，首页将立即显示该草稿（版本 v4）。确定发布吗？', confirm: '发布' });
    await waitFor(() => expect(wallEditorServer.publishes).toEqual([{ site: 'portal', version: 7 }]));
    await toast(canvasElement, '已发布 v4');
    const status = within(canvas.getByRole('region', { name: '发布状态' }));
    await waitFor(() => expect(status.getByText('v4 · 2026-11-25 11:00 · 王管理')).toBeVisible());
    await expect(status.getByText('无草稿')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '回滚到此版本 v4' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled();
    await dialogClosed(canvasElement);
    // 发布 is off now: the focus is on the status, which says what was published.
    await waitFor(() => expect(canvas.getByRole('region', { name: '发布状态' })).toHaveFocus());
    await settled(canvasElement);
  },
};

/** 预览 (桌面): the editor's blocks resolved by the server, drawn as the home page draws them, full width (four statistics a row). */
export const PreviewDesktop: Story = {
  name: '预览（桌面）',
  decorators: [padded(1200)],
  play: async ({ canvasElement }) => {
    const { canvas } = await openEditor(canvasElement);
    const region = await openPreview(canvas);
    await waitFor(() => expect(region).toHaveFocus());
    await expect(wallEditorServer.previews).toEqual([{ site: 'portal', blocks: DRAFT_BLOCKS }]);
    const preview = within(region);
    await expect(preview.getByText('预览内容尚未发布，访客看不到这些内容。')).toBeVisible();
    await expect(preview.getByText('正在预览：当前编辑内容')).toBeVisible();
    await expect(preview.getByRole('radio', { name: '桌面' })).toBeChecked();
    await expect(preview.getByRole('heading', { name: '2026年公共数据开发利用大赛报名启动' })).toBeVisible();
    await expect(preview.getByText('12,345')).toBeVisible();
    const frame = region.querySelector('[data-preview-frame]')!;
    await expect(columns(frame, '.home-stats')).toBe(4);
    await expect(columns(frame, '.home-featured')).toBe(3);
    await settled(canvasElement);
  },
};

/** 预览 (手机): the same wall in a 375 px frame on a wide screen, laid out as on a phone (two statistics a row, one card). */
export const PreviewMobile: Story = {
  name: '预览（手机 375px）',
  decorators: [padded(1200)],
  play: async ({ canvasElement }) => {
    const { canvas } = await openEditor(canvasElement);
    const region = await openPreview(canvas);
    await userEvent.click(within(region).getByText('手机（375px）'));
    const frame = await waitFor(() => region.querySelector('[data-preview-frame="mobile"]')!);
    await expect(frame.querySelector('.home-wall')!.getBoundingClientRect().width).toBe(375);
    await expect(columns(frame, '.home-stats')).toBe(2);
    await expect(columns(frame, '.home-featured')).toBe(1);
    await clickButton(within(region), '关闭预览');
    await expect(canvas.queryByRole('region', { name: '预览' })).toBeNull();
    await settled(canvasElement);
  },
};

/** 预览 of a published version from the history: its blocks read first, then resolved. */
export const VersionPreview: Story = {
  name: '预览历史版本',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '预览 v2' }));
    const preview = within(await canvas.findByRole('region', { name: '预览' }));
    await expect(preview.getByText('正在预览：版本 v2')).toBeVisible();
    await expect(preview.getByRole('link', { name: '政策文件' })).toBeVisible();
    await expect(wallEditorServer.versionCalls).toEqual(['portal:2']);
    await expect(wallEditorServer.previews).toEqual([
      { site: 'portal', blocks: [{ type: 'links', id: 'links', title: '常用入口', items: [{ label: '政策文件', href: '/policy' }] }] },
    ]);
    await settled(canvasElement);
  },
};

/** 回滚到此版本 asks first, then publishes v2's blocks again as v4 (说明: 回滚自 v2); the draft stays. */
export const Rollback: Story = {
  name: '回滚',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '回滚到此版本 v2' }));
    await confirmDialog(canvasElement, {
      title: '回滚到 v2',
      text: '将以 v2 的内容发布为新版本，首页立即生效；草稿不受影响。确定回滚吗？',
      confirm: '回滚到此版本',
    });
    await waitFor(() => expect(wallEditorServer.rollbacks).toEqual([{ site: 'portal', version: 7, to: 2 }]));
    await toast(canvasElement, '已回滚到 v2');
    const history = within(canvas.getByRole('table', { name: '内容墙发布历史' }));
    const newest = (await history.findByText('回滚自 v2')).closest('tr')!;
    await expect(within(newest).getByText('v4')).toBeVisible();
    await expect(within(newest).getByText('当前')).toBeVisible();
    await expect(history.getByRole('button', { name: '回滚到此版本 v3' })).toBeEnabled();
    const status = within(canvas.getByRole('region', { name: '发布状态' }));
    await expect(status.getByText('v4 · 2026-11-25 11:00 · 王管理')).toBeVisible();
    await expect(status.getByText('已保存于 2026-11-24 15:12 · 王管理')).toBeVisible();
    await dialogClosed(canvasElement);
    await settled(canvasElement);
  },
};

/** 放弃草稿 asks first; the editor then shows the published blocks again. */
export const Discard: Story = {
  name: '放弃草稿',
  play: async ({ canvasElement }) => {
    const { canvas } = await openEditor(canvasElement);
    await clickButton(canvas, '放弃草稿');
    await confirmDialog(canvasElement, { title: '放弃草稿', confirm: '放弃草稿' });
    await waitFor(() => expect(wallEditorServer.discards).toEqual([{ site: 'portal', version: 7 }]));
    await toast(canvasElement, '草稿已放弃');
    await waitFor(() => expect(canvas.getByText('无草稿')).toBeVisible());
    const banner = await blockCard(canvasElement, 1, '横幅');
    await expect(banner.getAllByRole('textbox', { name: '标题' }).map((input) => (input as HTMLInputElement).value)).toEqual(
      (PUBLISHED_BLOCKS[0] as Extract<(typeof PUBLISHED_BLOCKS)[number], { type: 'banner' }>).slides.map((slide) => slide.title),
    );
    await dialogClosed(canvasElement);
    await settled(canvasElement);
  },
};
