import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@portal/api-contract';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, LIST_ITEMS, announcementDetail, announcementSummary, listData } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-announcements';

const test = setupApiMock();

const conflictReply = () => HttpResponse.json({ code: 4090, msg: '该公告已被他人修改或状态已变化，请刷新后重试', data: null }, { status: 409 });
// The editor is a chunk of its own (decision 0013): the first test to open it waits for it to load.
const editor = () => screen.findByRole('textbox', { name: '公告正文' }, { timeout: 15_000 });

/**
 * Puts text into the TipTap editor. ProseMirror does not see user-event's typing in happy-dom
 * (no layout, no selection mapping), so the text goes in through the editor TipTap hangs on its
 * element; typing with the keyboard is covered by the stories in Chromium.
 */
async function typeBody(text: string, { select = false } = {}) {
  const area = await editor();
  type Chain = { focus(): Chain; insertContent(text: string): Chain; selectAll(): Chain; run(): boolean };
  const tiptap = (area as HTMLElement & { editor?: { chain(): Chain } }).editor;
  expect(tiptap).toBeDefined();
  act(() => void tiptap!.chain().focus().insertContent(text).run());
  if (select) act(() => void tiptap!.chain().selectAll().run());
  await waitFor(() => expect(area).toHaveTextContent(text));
}

describe('spec §2 annouce/:action — list (issue 6)', { timeout: 20_000 }, () => {
  it('lists title, status tag, updated time and the actions each state allows; counts per status in the tabs', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.list, () => ok(listData(LIST_ITEMS))));
    renderAt('/workspace/annouce/list');
    const table = await screen.findByRole('table', { name: '公告列表' });
    await within(table).findByText(LIST_ITEMS[0]!.title);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-row-key'));
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('草稿')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2026-11-02 10:30')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: `编辑：${LIST_ITEMS[0]!.title}` })).toHaveAttribute('href', '/workspace/annouce/edit?id=nws_0001');
    expect(within(rows[0]!).getByRole('button', { name: `发布：${LIST_ITEMS[0]!.title}` })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /下线/ })).toBeNull();
    // Published: no edit, no publish; 下线 only.
    expect(within(rows[1]!).getByText('已发布')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link', { name: /编辑/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: `下线：${LIST_ITEMS[1]!.title}` })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('已下线')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: /编辑/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已发布（1）' })).toBeInTheDocument();
  });

  it('keeps the status filter and the page in the URL and asks the server for them', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.list, (query) => {
        const status = query.get('status');
        const items = status ? LIST_ITEMS.filter((item) => item.status === status) : Array.from({ length: 10 }, (_, i) => announcementSummary(i + 1));
        return ok(listData(items, { total: status ? items.length : 25, page: Number(query.get('page')), counts: { draft: 20, published: 3, offline: 2 } }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/annouce/list?page=2');
    await screen.findByText(announcementSummary(1).title);
    expect(test.queriesOf(PATHS.list)[0]).toEqual({ page: '2', pageSize: '10' });
    await user.click(screen.getByRole('tab', { name: '已发布（3）' }));
    await waitFor(() => expect(location()).toBe('/workspace/annouce/list?status=published'));
    await waitFor(() => expect(test.queriesOf(PATHS.list).at(-1)).toEqual({ page: '1', pageSize: '10', status: 'published' }));
    expect(await screen.findByRole('button', { name: `下线：${LIST_ITEMS[1]!.title}` })).toBeInTheDocument();
  });

  it('searches by keyword: kept in the URL with the status, back to page 1, sent to the server; none found says so', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.list, (query) => {
        const keyword = query.get('keyword');
        return ok(keyword === '无此公告' ? listData([]) : listData(keyword ? LIST_ITEMS.slice(0, 1) : LIST_ITEMS));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/annouce/list?status=draft&page=2');
    await screen.findByText(LIST_ITEMS[0]!.title);
    const box = screen.getByRole('searchbox', { name: '搜索公告' });
    await user.type(box, '  场景征集 {Enter}');
    await waitFor(() => expect(location()).toBe(`/workspace/annouce/list?status=draft&keyword=${encodeURIComponent('场景征集')}`));
    await waitFor(() => expect(test.queriesOf(PATHS.list).at(-1)).toEqual({ page: '1', pageSize: '10', status: 'draft', keyword: '场景征集' }));
    await user.clear(screen.getByRole('searchbox', { name: '搜索公告' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索公告' }), '无此公告{Enter}');
    expect(await screen.findByText('没有找到包含该关键词的公告')).toBeInTheDocument();
  });

  it('shows the empty and the failed states', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.list, () => ok(listData([]))));
    renderAt('/workspace/annouce/list?status=offline');
    expect(await screen.findByText('暂无该状态的公告')).toBeInTheDocument();
  });

  it('shows a failure with a retry when the list does not load', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.list, () => HttpResponse.json({ code: 5000, msg: '服务繁忙', data: null })));
    renderAt('/workspace/annouce/list');
    expect(await screen.findByText('公告加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('发布 asks for confirmation, then publishes with the version the list showed', async () => {
    signIn(ADMIN);
    const published: unknown[] = [];
    test.server.use(
      test.get(PATHS.list, () => ok(listData(LIST_ITEMS))),
      post(PATHS.publish, async ({ request }) => {
        published.push(await request.json());
        return ok(announcementDetail({ status: 'published', version: 2 }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/annouce/list');
    await user.click(await screen.findByRole('button', { name: `发布：${LIST_ITEMS[0]!.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确定发布该公告吗？').length).toBeGreaterThan(0);
    expect(published).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(published).toEqual([{ id: 'nws_0001', version: 1 }]));
    expect(await screen.findByText('公告已发布')).toBeInTheDocument();
  });

  it('下线 asks for confirmation; a stale version shows the conflict message and reloads the list', async () => {
    signIn(ADMIN);
    const offline: unknown[] = [];
    test.server.use(
      test.get(PATHS.list, () => ok(listData(LIST_ITEMS))),
      post(PATHS.offline, async ({ request }) => {
        offline.push(await request.json());
        return conflictReply();
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/annouce/list');
    await user.click(await screen.findByRole('button', { name: `下线：${LIST_ITEMS[1]!.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确定下线该公告吗？').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(offline).toEqual([{ id: 'nws_0002', version: 3 }]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('操作未生效');
    expect(alert).toHaveTextContent('该公告已被他人修改或状态已变化，请刷新后重试');
    await waitFor(() => expect(test.queriesOf(PATHS.list).length).toBeGreaterThan(1));
    expect(test.toast).not.toHaveBeenCalled();
  });
});

describe('spec §2 annouce/:action — add and edit (issue 6)', { timeout: 30_000 }, () => {
  it('add: checks the title and the body like announcementSaveSchema; nothing is sent', async () => {
    signIn(ADMIN);
    const user = userEvent.setup();
    renderAt('/workspace/annouce/add');
    expect(await screen.findByRole('heading', { name: '新增公告' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(await screen.findByText('请输入公告正文')).toBeInTheDocument();
    await user.type(screen.getByLabelText('标题'), '短');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('标题至少2个字符')).toBeInTheDocument();
    expect(test.requests).toEqual([]);
  });

  it('add: 保存草稿 sends the sanitised body and the uploaded attachment ids, then the draft gets its address', async () => {
    signIn(ADMIN);
    const saves: Record<string, unknown>[] = [];
    const uploads: { purpose: unknown; name: string }[] = [];
    test.server.use(
      post(PATHS.upload, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        uploads.push({ purpose: form.get('purpose'), name: file.name });
        return ok({ id: 'fil_00000000000000000000000a', name: file.name, sizeBytes: file.size, contentType: 'application/pdf' });
      }),
      post(PATHS.save, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return ok(announcementDetail({ id: 'nws_0009', title: String(body['title']), bodyHtml: String(body['bodyHtml']) }));
      }),
      test.get(PATHS.detail, () => ok(announcementDetail({ id: 'nws_0009' }))),
    );
    const user = userEvent.setup();
    const { location, container } = renderAt('/workspace/annouce/add');
    await user.type(await screen.findByLabelText('标题'), ' 关于数据沙箱试点的通知 ');
    await typeBody('各有关单位');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.pdf');
    await user.upload(input, new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toEqual([{ purpose: 'announcement', name: 'guide.pdf' }]));
    await waitFor(() => expect(screen.getByText('guide.pdf')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ title: '关于数据沙箱试点的通知', summary: '', attachmentIds: ['fil_00000000000000000000000a'] });
    expect(Object.keys(saves[0]!).sort()).toEqual(['attachmentIds', 'bodyHtml', 'summary', 'title']);
    expect(saves[0]!['bodyHtml']).toContain('各有关单位');
    await waitFor(() => expect(location()).toBe('/workspace/annouce/edit?id=nws_0009'));
  });

  it('issue 21 §13c: once the first save made the draft, the heading says 编辑公告 — after 保存草稿, and after 发布 whose publish step failed', async () => {
    signIn(ADMIN);
    const saves: Record<string, unknown>[] = [];
    test.server.use(
      post(PATHS.save, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return ok(announcementDetail({ id: 'nws_0009', status: 'draft', version: saves.length, title: String(body['title']) }));
      }),
      post(PATHS.publish, () => HttpResponse.json({ code: 4000, msg: '正文不能为空', data: null }, { status: 400 })),
      test.get(PATHS.detail, () => ok(announcementDetail({ id: 'nws_0009', status: 'draft', version: saves.length }))),
    );
    const user = userEvent.setup();
    renderAt('/workspace/annouce/add');
    expect(await screen.findByRole('heading', { name: '新增公告' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('标题'), '关于数据沙箱试点的通知');
    await typeBody('各有关单位');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('正文不能为空');
    expect(saves).toHaveLength(1);
    // The draft exists: this page edits it now, and says so.
    expect(screen.getByRole('heading', { name: '编辑公告' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '新增公告' })).toBeNull();
    // The next try edits that draft (its id and version), not a second one.
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ id: 'nws_0009', version: 1 });
    expect(await screen.findByRole('heading', { name: '编辑公告' })).toBeInTheDocument();
  });

  it("add: a file over 10 MB is refused before it is sent, with the contract's message", async () => {
    signIn(ADMIN);
    const user = userEvent.setup();
    const { container } = renderAt('/workspace/annouce/add');
    await screen.findByLabelText('标题');
    const big = new File(['x'], '大文件.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByText(`大文件.pdf：${FILE_TOO_LARGE_MESSAGE}`)).toBeInTheDocument();
    expect(test.requests).toEqual([]);
  });

  it("add: the server's 413 message is shown next to the file (spec §8)", async () => {
    signIn(ADMIN);
    test.server.use(post(PATHS.upload, () => HttpResponse.json({ code: 4130, msg: '文件大小超过限制，请重新选择（服务器）', data: null }, { status: 413 })));
    const user = userEvent.setup();
    const { container } = renderAt('/workspace/annouce/add');
    await screen.findByLabelText('标题');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF-1.4'], '附件.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('附件.pdf：文件大小超过限制，请重新选择（服务器）')).toBeInTheDocument();
    expect(test.toast).toHaveBeenCalledWith('文件大小超过限制，请重新选择（服务器）');
  });

  it('edit: loads ?id=, saves with its id and version and keeps the attachment; 发布 saves then publishes with the new version', async () => {
    signIn(ADMIN);
    const saves: Record<string, unknown>[] = [];
    const publishes: unknown[] = [];
    test.server.use(
      test.get(PATHS.detail, () => ok(announcementDetail({ status: 'offline', version: 4 }))),
      test.get(PATHS.list, () => ok(listData(LIST_ITEMS))),
      post(PATHS.save, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return ok(announcementDetail({ status: 'offline', version: Number(body['version']) + 1 }));
      }),
      post(PATHS.publish, async ({ request }) => {
        publishes.push(await request.json());
        return ok(announcementDetail({ status: 'published', version: 6 }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/annouce/edit?id=nws_0001');
    expect(await screen.findByRole('heading', { name: '编辑公告' })).toBeInTheDocument();
    expect(await screen.findByLabelText('标题')).toHaveValue(announcementDetail().title);
    expect(await editor()).toHaveTextContent('各有关单位：现启动公共数据授权运营试点申报。');
    expect(screen.getByText('申报指南.pdf')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.detail)).toEqual([{ id: 'nws_0001' }]);
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(publishes).toEqual([{ id: 'nws_0001', version: 5 }]));
    expect(saves[0]).toMatchObject({ id: 'nws_0001', version: 4, attachmentIds: ['fil_000000000000000000000001'] });
    expect(String(saves[0]!['bodyHtml'])).toContain('<strong>公共数据授权运营</strong>');
    await waitFor(() => expect(location()).toBe('/workspace/annouce/list'));
  });

  it('edit: a stale version (409, 4090) shows a clear conflict message and reads the announcement again', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.detail, () => ok(announcementDetail({ version: 2 }))),
      post(PATHS.save, conflictReply),
    );
    const user = userEvent.setup();
    renderAt('/workspace/annouce/edit?id=nws_0001');
    await editor();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('操作未生效');
    expect(alert).toHaveTextContent('已为您重新加载最新内容');
    await waitFor(() => expect(test.queriesOf(PATHS.detail).length).toBeGreaterThan(1));
    expect(test.toast).not.toHaveBeenCalled();
  });

  // The body goes through RichText (DOMPurify); happy-dom's DOM does not let DOMPurify work, so the stories check the cleaning in Chromium.
  it('edit: a published announcement is shown read-only through RichText, with no form', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.detail, () => ok(announcementDetail({ status: 'published', version: 3 }))));
    renderAt('/workspace/annouce/edit?id=nws_0001');
    expect(await screen.findByText('已发布的公告不能直接修改，请先在列表中下线后再编辑。')).toBeInTheDocument();
    expect(screen.getByLabelText('公告正文')).toHaveTextContent('各有关单位：现启动公共数据授权运营试点申报。');
    expect(screen.getByLabelText('公告正文')).toHaveClass('portal-rich-text');
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
  });

  it('the toolbar: labelled buttons with aria-pressed; bold toggles on the selection; links are http(s) only', async () => {
    signIn(ADMIN);
    const user = userEvent.setup();
    renderAt('/workspace/annouce/add');
    const toolbar = await screen.findByRole('toolbar', { name: '正文格式' });
    for (const name of ['撤销', '重做', '二级标题 H2', '三级标题 H3', '加粗', '斜体', '下划线', '无序列表', '有序列表', '插入链接']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    // One tab stop, the first enabled button (undo waits for a change); the arrow keys move along the toolbar.
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([within(toolbar).getByRole('button', { name: '二级标题 H2' })]);
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(within(toolbar).getByRole('button', { name: '斜体' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(within(toolbar).getByRole('button', { name: '插入链接' })).toHaveFocus();
    expect(within(toolbar).getByRole('button', { name: '撤销' })).not.toHaveAttribute('aria-pressed');
    // The link button's name changes (插入链接 / 取消链接), so it is not a toggle.
    expect(within(toolbar).getByRole('button', { name: '插入链接' })).not.toHaveAttribute('aria-pressed');
    await typeBody('通知', { select: true });
    await user.click(bold);
    // aria-pressed following the selection is checked in the stories (happy-dom maps no DOM selection back to ProseMirror).
    await waitFor(async () => expect((await editor()).innerHTML).toContain('<strong>通知</strong>'));

    await user.click(within(toolbar).getByRole('button', { name: '插入链接' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('链接地址'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入以 http:// 或 https:// 开头的有效链接')).toBeInTheDocument();
  });
});

describe('spec §2 annouce/:action — unknown action (issue 6)', () => {
  it.each([['/workspace/annouce/delete'], ['/workspace/annouce/edit'], ['/workspace/annouce/edit?id=../../etc']])(
    '%s shows the not-found state and asks nothing',
    async (path) => {
      signIn(ADMIN);
      renderAt(path);
      expect(await screen.findByText('抱歉，您访问的页面不存在或已被删除。')).toBeInTheDocument();
      expect(test.requests).toEqual([]);
    },
  );
});
