import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_BLOCKS, IMAGE_ID, STALE_MESSAGE } from './wall-editor-fixtures';
import { WallEditorPage } from './wall-editor-page';
import { wallEditorServer } from './wall-editor-story-handlers';
import { blockCard, clickButton, draftSaved, openEditor, settled, toast, wallEditorMeta } from './wall-editor-story-kit';

const meta = { ...wallEditorMeta, title: 'feature-home/WallEditor/Editing', component: WallEditorPage } satisfies Meta<typeof WallEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK_MESSAGE = '链接应为本站路径（以 / 开头）或 *.gov.cn 网站的 http(s) 地址';

/** The contract's rules in the browser: nothing is sent, each message is by its field, the focus goes to the first; fixing clears it. */
export const ValidationError: Story = {
  name: '保存时校验',
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await openEditor(canvasElement);
    const title = banner.getByRole('textbox', { name: '标题' });
    await userEvent.clear(title);
    const links = await blockCard(canvasElement, 5, '快捷入口');
    const href = links.getByRole('textbox', { name: '链接' });
    await userEvent.clear(href);
    await userEvent.type(href, 'http://example.com/data');
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(banner.getByText('请填写标题')).toBeVisible());
    await waitFor(() => expect(links.getByText(LINK_MESSAGE)).toBeVisible());
    await expect(canvas.getByText('有内容需要修改，请按提示修改后再试')).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await clickButton(canvas, '预览');
    await expect(wallEditorServer.saves).toEqual([]);
    await expect(wallEditorServer.previews).toEqual([]);
    await userEvent.type(title, '数据要素大赛');
    await waitFor(() => expect(banner.queryByText('请填写标题')).toBeNull());
    await expect(links.getByText(LINK_MESSAGE)).toBeVisible();
    await settled(canvasElement);
  },
};

/** 保存草稿 sends the editor's blocks with the row version it was read at; a new block has a short random id. */
export const SaveSuccess: Story = {
  name: '保存草稿',
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await openEditor(canvasElement);
    const title = banner.getByRole('textbox', { name: '标题' });
    await userEvent.clear(title);
    await userEvent.type(title, '  数据要素大赛开启  ');
    await userEvent.click(within(canvas.getByRole('group', { name: '添加区块' })).getByText('快捷入口'));
    await clickButton(canvas, '添加区块');
    const added = await blockCard(canvasElement, 7, '快捷入口');
    await waitFor(() => expect(canvas.getByRole('region', { name: '第 7 个区块：快捷入口' })).toHaveFocus());
    await userEvent.type(added.getByRole('textbox', { name: '区块标题' }), '友情链接');
    await userEvent.type(added.getByRole('textbox', { name: '名称' }), '江苏政务服务网');
    await userEvent.type(added.getByRole('textbox', { name: '链接' }), 'https://www.jszwfw.gov.cn');
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(wallEditorServer.saves).toHaveLength(1));
    await expect(wallEditorServer.saves[0]).toEqual({
      site: 'portal',
      version: 7,
      blocks: [
        { type: 'banner', id: 'banner', slides: [{ title: '数据要素大赛开启', href: '/about' }] },
        ...DRAFT_BLOCKS.slice(1),
        {
          type: 'links',
          id: expect.stringMatching(/^blk-[a-z0-9]{6}$/),
          title: '友情链接',
          items: [{ label: '江苏政务服务网', href: 'https://www.jszwfw.gov.cn' }],
        },
      ],
    });
    await draftSaved(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: '发布状态' })).toHaveFocus());
    await settled(canvasElement);
  },
};

/** A featured block's items: searched in the public catalogue, added, moved and removed; saved in that order. */
export const FeaturedPicking: Story = {
  name: '精选内容检索与排序',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = await blockCard(canvasElement, 3, '精选资源');
    await userEvent.type(featured.getByRole('textbox', { name: '搜索数据资源' }), '市{Enter}');
    const results = within(await featured.findByRole('list', { name: '搜索结果' }));
    await expect(results.getByRole('button', { name: '已添加：南京市公共交通线路信息' })).toBeInTheDocument();
    await userEvent.click(await featured.findByRole('button', { name: '添加：苏州市企业登记信息' }));
    await userEvent.click(featured.getByRole('button', { name: '上移：苏州市企业登记信息' }));
    await expect(canvas.getByText('已将“苏州市企业登记信息”移到第 2 位')).toBeInTheDocument();
    await userEvent.click(featured.getByRole('button', { name: '移除：南京市公共交通线路信息' }));
    const picked = within(featured.getByRole('list', { name: '已选内容' }));
    const [first, second, ...rest] = picked.getAllByRole('listitem');
    await expect(first).toHaveTextContent(/^苏州市企业登记信息上移/);
    await expect(second).toHaveTextContent(/^江苏省二级以上医院名录上移/);
    await expect(rest).toEqual([]);
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(wallEditorServer.saves).toHaveLength(1));
    await expect(wallEditorServer.saves[0]?.blocks[2]).toEqual({
      type: 'featured',
      id: 'featured',
      title: '推荐数据资源',
      source: 'resources',
      ids: ['res_0003', 'res_0002'],
    });
    await expect(wallEditorServer.searches).toEqual(['resources:市']);
    await settled(canvasElement);
  },
};

/** A slide's image: uploaded with purpose wall-image and shown; an image over 2 MB is refused before it is sent. */
export const ImageUpload: Story = {
  name: '上传横幅图片',
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await openEditor(canvasElement);
    const region = canvas.getByRole('region', { name: '第 1 个区块：横幅' });
    // antd's Upload puts a new file input in place after each choice.
    const input = () => region.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input(), new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(wallEditorServer.uploads).toEqual([{ purpose: 'wall-image', name: 'banner.png' }]));
    await waitFor(() => expect(region.querySelector('img')).toHaveAttribute('src', expect.stringMatching(new RegExp(`/web/file/${IMAGE_ID}$`))));
    await expect(banner.getByRole('button', { name: '更换图片' })).toBeVisible();
    await userEvent.upload(input(), new File([new Uint8Array(3 * 1024 * 1024)], 'large.png', { type: 'image/png' }));
    await waitFor(() => expect(banner.getByText('图片不能超过 2 MB')).toBeVisible());
    await expect(wallEditorServer.uploads).toHaveLength(1);
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(wallEditorServer.saves).toHaveLength(1));
    await expect(wallEditorServer.saves[0]?.blocks[0]).toEqual({
      type: 'banner',
      id: 'banner',
      slides: [{ title: '2026年公共数据开发利用大赛报名启动', href: '/about', imageFileId: IMAGE_ID }],
    });
    await settled(canvasElement);
  },
};

/** Someone saved first: the 409's message, the wall read again, the edit kept; saving again names the new row version. */
export const Conflict: Story = {
  name: '保存冲突',
  play: async ({ canvasElement }) => {
    const { canvas, banner } = await openEditor(canvasElement);
    wallEditorServer.changedElsewhere('portal');
    const title = banner.getByRole('textbox', { name: '标题' });
    await userEvent.clear(title);
    await userEvent.type(title, '我的修改');
    await clickButton(canvas, '保存草稿');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('操作未生效');
    await expect(alert).toHaveTextContent(STALE_MESSAGE);
    await expect(alert).toHaveTextContent('已重新读取最新内容，编辑区中未保存的修改仍然保留，请检查后重试。');
    await waitFor(() => expect(wallEditorServer.detailCalls).toEqual(['portal', 'portal']));
    await waitFor(() => expect(canvas.getByText('已保存于 2026-11-24 15:12 · 其他管理员')).toBeVisible());
    await expect(title).toHaveValue('我的修改');
    await clickButton(canvas, '保存草稿');
    await waitFor(() => expect(wallEditorServer.saves.map((body) => body.version)).toEqual([7, 8]));
    await toast(canvasElement, '草稿已保存');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await settled(canvasElement);
  },
};
