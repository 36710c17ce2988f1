import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PUBLISHED_BLOCKS } from './wall-editor-fixtures';
import { WallEditorPage } from './wall-editor-page';
import { wallEditorHandlers, wallEditorServer } from './wall-editor-story-handlers';
import { WALL_PATH, at, blockCard, clickButton, confirmDialog, dialogClosed, draftSaved, openEditor, settled, wallEditorMeta } from './wall-editor-story-kit';

const meta = { ...wallEditorMeta, title: 'feature-home/WallEditor/Page', component: WallEditorPage } satisfies Meta<typeof WallEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 18: the province's wall — published v3, a saved draft in the editor, the history with its current version. */
export const Default: Story = {
  name: '草稿与历史',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '内容墙 · 江苏省公共数据授权运营平台' })).toBeVisible();
    const status = within(await canvas.findByRole('region', { name: '发布状态' }));
    await expect(status.getByText('v3 · 2026-11-20 10:30 · 张主任')).toBeVisible();
    await expect(status.getByText('已保存于 2026-11-24 15:12 · 王管理')).toBeVisible();
    const banner = await blockCard(canvasElement, 1, '横幅');
    await expect(banner.getByRole('textbox', { name: '标题' })).toHaveValue('2026年公共数据开发利用大赛报名启动');
    const featured = await blockCard(canvasElement, 3, '精选资源');
    await expect(featured.getByRole('list', { name: '已选内容' })).toHaveTextContent('南京市公共交通线路信息');
    await expect(await blockCard(canvasElement, 6, '图文')).toBeTruthy();
    const history = within(canvas.getByRole('table', { name: '内容墙发布历史' }));
    const current = history.getByText('回滚自 v1').closest('tr')!;
    await expect(within(current).getByText('当前')).toBeVisible();
    await expect(history.getByRole('button', { name: '回滚到此版本 v3' })).toBeDisabled();
    await expect(history.getByRole('button', { name: '回滚到此版本 v2' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '发布' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: '站点' })).toBeVisible();
    await expect(wallEditorServer.detailCalls).toEqual(['portal']);
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: wallEditorHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载内容墙' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: wallEditorHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('内容墙加载失败')).toBeVisible();
    await expect(canvas.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/**
 * A city that has published nothing (?site=nj): its home shows the province's wall. 以省级内容墙为起点
 * puts the province's published blocks in the editor; saving makes them the city's first draft.
 */
export const InheritedCity: Story = {
  name: '城市站点沿用省级内容墙',
  parameters: at(`${WALL_PATH}?site=nj`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '内容墙 · 南京市公共数据授权运营平台' })).toBeVisible();
    const status = within(await canvas.findByRole('region', { name: '发布状态' }));
    await expect(status.getByText('尚未发布')).toBeVisible();
    await expect(status.getByText('无草稿')).toBeVisible();
    await expect(status.getByText('该站点尚未发布自己的内容墙，首页当前沿用省级站点的内容墙')).toBeVisible();
    await expect(canvas.getByText('还没有区块，请在下方添加区块')).toBeVisible();
    await expect(canvas.getByText('尚未发布过任何版本')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled();
    await clickButton(status, '以省级内容墙为起点');
    const banner = await blockCard(canvasElement, 1, '横幅');
    await expect(banner.getAllByRole('textbox', { name: '标题' })[0]).toHaveValue('江苏省公共数据授权运营平台正式上线');
    await expect(wallEditorServer.detailCalls).toEqual(['nj', 'portal']);
    await expect(status.getByText('有未保存的修改')).toBeVisible();
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(wallEditorServer.saves).toEqual([{ site: 'nj', version: 0, blocks: PUBLISHED_BLOCKS }]));
    await draftSaved(canvasElement);
    await settled(canvasElement);
  },
};

/** 上移 and 下移 from the keyboard: the block moves, the move is said, and the focus stays on the block's buttons. */
export const MoveBlocks: Story = {
  name: '调整区块顺序',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = await blockCard(canvasElement, 2, '统计数据');
    stats.getByRole('button', { name: '上移' }).focus();
    await userEvent.keyboard('{Enter}');
    const moved = await blockCard(canvasElement, 1, '统计数据');
    // At the top 上移 is off, so the focus is on the block's 下移.
    await waitFor(() => expect(moved.getByRole('button', { name: '下移' })).toHaveFocus());
    await expect(canvas.getByText('已将“统计数据”移到第 1 位，共 6 个区块')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('region', { name: '第 2 个区块：统计数据' })).toBeInTheDocument());
    await expect(canvas.getByText('已将“统计数据”移到第 2 位，共 6 个区块')).toBeInTheDocument();
    // Back where it was: nothing to save.
    await expect(within(canvas.getByRole('region', { name: '发布状态' })).queryByText('有未保存的修改')).toBeNull();
    const links = await blockCard(canvasElement, 5, '快捷入口');
    await clickButton(links, '删除');
    await expect(canvas.getByText('已删除“快捷入口”区块')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('region', { name: '第 5 个区块：图文' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled();
    await expect(canvas.getByText('有未保存的修改')).toBeVisible();
  },
};

/** The site picker (typing filters it): with unsaved changes it asks first, then loads the chosen site's wall. */
export const SwitchSite: Story = {
  name: '切换站点',
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await openEditor(canvasElement);
    await userEvent.type(banner.getByRole('textbox', { name: '副标题' }), '未保存的副标题');
    canvas.getByRole('combobox', { name: '站点' }).focus();
    await userEvent.keyboard('无锡');
    // The list's own item (the listbox's role="option" entries are for screen readers only).
    const option = await waitFor(() => canvasElement.ownerDocument.body.querySelector<HTMLElement>('.ant-select-item-option[title="无锡市"]')!);
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.click(option);
    await confirmDialog(canvasElement, { title: '切换站点', text: '当前站点有未保存的修改，切换后这些修改将丢失。', confirm: '放弃修改并切换' });
    await expect(await canvas.findByRole('heading', { name: '内容墙 · 无锡市公共数据授权运营平台' })).toBeVisible();
    await expect(await canvas.findByText('还没有区块，请在下方添加区块')).toBeVisible();
    await expect(wallEditorServer.detailCalls).toEqual(['portal', 'wx']);
    await dialogClosed(canvasElement);
    await settled(canvasElement);
  },
};
