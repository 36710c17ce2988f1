import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_INVALID_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@portal/api-contract';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { ATTACHMENT, CORPORATION, DOMAINS, REJECTED_TIMELINE, REVIEWER, TEMPLATES, applicationDetail, rejectedApplication } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-onboarding';

const test = setupApiMock();

/** The domains, and the entry templates of 交通运输 (none elsewhere). */
const serveForm = () => [
  test.get(PATHS.options, () => ok(DOMAINS)),
  test.get(PATHS.entryFiles, (query) => ok(query.get('domainId') === 'transport' ? TEMPLATES : [])),
];

/** What the upload handler received (the multipart field, the file's name and size) and the id it answered. */
type Received = { field: string; name: string; size: number; id?: string };

/** The test environment's multipart parser reads the UTF-8 file name as Latin-1 (a browser and the server do not). */
const utf8Name = (name: string) => {
  const codes = Array.from(name, (char) => char.charCodeAt(0));
  return codes.every((code) => code < 256) ? new TextDecoder().decode(Uint8Array.from(codes)) : name;
};

/** POST /second/file/upload answering each file with the next id (fil_u001, …). */
function serveUploads(received: Received[]) {
  return post(PATHS.upload, async ({ request }) => {
    const form = await request.formData();
    const id = `fil_u${String(received.length + 1).padStart(3, '0')}`;
    for (const [field, value] of form.entries()) if (typeof value !== 'string') received.push({ field, name: utf8Name(value.name), size: value.size, id });
    const file = form.get('file') as File;
    return ok({ id, name: utf8Name(file.name), sizeBytes: file.size, contentType: file.type || 'application/pdf' });
  });
}

const pdf = (name: string, size = 64) => new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '交通运输' }));
  await user.type(screen.getByLabelText('联系人'), ' 李明 ');
  await user.type(screen.getByLabelText('联系电话'), '13912345678');
  await user.type(screen.getByLabelText('应用场景'), '基于公交客流数据优化城市通勤线路规划。');
  await user.type(screen.getByLabelText('数据使用说明'), '仅用于线路规划模型训练，不对外提供原始数据。');
}

describe('domain/apply (issue 6: a corporation applies to a data domain)', { timeout: 20_000 }, () => {
  it('issue 6 lists open domains; one with a live application links to it, a closed one cannot be chosen', async () => {
    signIn(CORPORATION);
    test.server.use(...serveForm());
    renderAt('/workspace/domain/apply');
    expect(await screen.findByRole('radio', { name: '交通运输' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '医疗健康' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '已有申请（待初审），查看' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_health');
    expect(screen.getByRole('radio', { name: '普惠金融' })).toBeDisabled();
    // Company details come from the account: shown, not editable.
    expect(screen.getByText('江苏数据科技有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '单位名称' })).toBeNull();
  });

  it('issue 6 checks fields like applicationDraftSchema and shows its messages; nothing is sent', async () => {
    signIn(CORPORATION);
    test.server.use(...serveForm());
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择申请领域')).toBeInTheDocument();
    expect(await screen.findByText('请输入联系人')).toBeInTheDocument();
    expect(await screen.findByText('请输入数据使用说明')).toBeInTheDocument();
    await user.type(screen.getByLabelText('联系人'), '李');
    await user.type(screen.getByLabelText('联系电话'), '12345678901');
    await user.type(screen.getByLabelText('应用场景'), '太短');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('联系人至少2个字符')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await screen.findByText('应用场景至少10个字符')).toBeInTheDocument();
  });

  it('issue 6 提交申请 saves, then submits with the version the save returned, and opens the detail', async () => {
    signIn(CORPORATION);
    const saves: unknown[] = [];
    const submits: unknown[] = [];
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(applicationDetail({ id: 'app_0009', version: 1 }))),
      post(PATHS.save, async ({ request }) => {
        saves.push(await request.json());
        return ok(applicationDetail({ id: 'app_0009', version: 1 }));
      }),
      post(PATHS.submit, async ({ request }) => {
        submits.push(await request.json());
        return ok(applicationDetail({ id: 'app_0009', version: 2, status: 'first_review' }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/apply');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(location()).toBe('/workspace/domain/detail?id=app_0009'));
    // toMatchObject: the contract may add defaulted fields (attachmentIds) to the body.
    expect(saves).toMatchObject([
      {
        domainId: 'transport',
        contactName: '李明',
        contactPhone: '13912345678',
        scenario: '基于公交客流数据优化城市通勤线路规划。',
        dataUse: '仅用于线路规划模型训练，不对外提供原始数据。',
      },
    ]);
    expect(submits).toEqual([{ id: 'app_0009', version: 1 }]);
  });

  it('issue 19 保存草稿 on a new application: the draft gets its address and the focus comes back to 保存草稿', async () => {
    signIn(CORPORATION);
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(applicationDetail({ id: 'app_0010', version: 1, status: 'draft' }))),
      post(PATHS.save, () => ok(applicationDetail({ id: 'app_0010', version: 1, status: 'draft' }))),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/apply');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(location()).toBe('/workspace/domain/apply?id=app_0010'));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存草稿' })).toHaveFocus());
    // Once: typing elsewhere afterwards keeps the focus where the user put it.
    const contact = screen.getByLabelText('联系人');
    await user.click(contact);
    expect(screen.getByLabelText('联系人')).toHaveFocus();
  });

  it("issue 6 a refused submit (not a conflict) shows the server's message as an error and stays on the form", async () => {
    signIn(CORPORATION);
    test.server.use(
      ...serveForm(),
      post(PATHS.save, () => ok(applicationDetail({ id: 'app_0009', version: 1 }))),
      // The server's 400 for a unified social credit code that fails the check.
      post(PATHS.submit, () => HttpResponse.json({ code: 4000, msg: CREDIT_CODE_INVALID_MESSAGE, data: null }, { status: 400 })),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/apply');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(CREDIT_CODE_INVALID_MESSAGE));
    expect(alert).not.toHaveTextContent('操作未生效');
    expect(alert).toHaveClass('ant-alert-error');
    // Still the form, now at the saved draft's address.
    expect(location()).toBe('/workspace/domain/apply?id=app_0009');
  });

  it('issue 6 company details come from the account; a unified social credit code failing the GB 32100 check is flagged', async () => {
    signIn(CORPORATION);
    const valid = rejectedApplication();
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(valid)),
    );
    const { unmount } = renderAt('/workspace/domain/apply?id=app_0001');
    expect(await screen.findByText(valid.company.creditCode)).toBeInTheDocument();
    expect(screen.queryByText(CREDIT_CODE_INVALID_MESSAGE)).toBeNull();
    unmount();
    const broken = rejectedApplication({ company: { ...valid.company, creditCode: `${valid.company.creditCode.slice(0, 17)}0` } });
    test.server.use(test.get(PATHS.mine, () => ok(broken)));
    renderAt('/workspace/domain/apply?id=app_0001');
    expect(await screen.findByText(CREDIT_CODE_INVALID_MESSAGE)).toBeInTheDocument();
  });

  it('issue 6 ?id= edits a rejected application: saved with its id and version, then submitted with the new version', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    const submits: unknown[] = [];
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(rejectedApplication())),
      post(PATHS.save, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return ok(rejectedApplication({ version: Number(body['version']) + 1 }));
      }),
      post(PATHS.submit, async ({ request }) => {
        submits.push(await request.json());
        return ok(rejectedApplication({ version: 7, status: 'first_review', round: 2 }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    expect(await screen.findByRole('heading', { name: '修改入驻申请' })).toBeInTheDocument();
    expect(await screen.findByLabelText('联系人')).toHaveValue('李明');
    expect(screen.getByText('91320104MA1WCR832Q')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'app_0001', version: 4, domainId: 'transport' });
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(submits).toEqual([{ id: 'app_0001', version: 6 }]));
    expect(saves[1]).toMatchObject({ id: 'app_0001', version: 5 });
  });

  it('issue 21 §10a editing a rejected application shows the latest decision above the form: decision, stage, reviewer, time and opinion', async () => {
    signIn(CORPORATION);
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(rejectedApplication())),
    );
    renderAt('/workspace/domain/apply?id=app_0001');
    const opinion = await screen.findByRole('region', { name: '审核意见' });
    expect(within(opinion).getByText('驳回')).toBeInTheDocument();
    expect(within(opinion).getByText('终审')).toBeInTheDocument();
    expect(within(opinion).getByText('王管理（平台管理员）')).toBeInTheDocument();
    expect(within(opinion).getByText('2026-11-05 16:15')).toBeInTheDocument();
    expect(within(opinion).getByText('数据使用说明缺少安全保障措施')).toBeInTheDocument();
    // The first review's pass of the same round is not the decision being answered.
    expect(within(opinion).queryByText('材料齐全，同意进入终审')).toBeNull();
    // Above the form: the opinion comes before the first field in the document.
    const field = screen.getByLabelText('联系人');
    expect(opinion.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("issue 21 §10a a returned application shows the first review's return; a draft shows no opinion", async () => {
    signIn(CORPORATION);
    const returned = rejectedApplication({
      status: 'returned',
      version: 3,
      timeline: [
        ...REJECTED_TIMELINE.slice(0, 2),
        { ...REJECTED_TIMELINE[2]!, action: 'return', toStatus: 'returned', opinion: '请补充营业执照副本\n并说明数据脱敏方式' },
      ],
    });
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(returned)),
    );
    const { unmount } = renderAt('/workspace/domain/apply?id=app_0001');
    const opinion = await screen.findByRole('region', { name: '审核意见' });
    expect(within(opinion).getByText('退回修改')).toBeInTheDocument();
    expect(within(opinion).getByText('初审')).toBeInTheDocument();
    expect(within(opinion).getByText('李审核（领域审核员）')).toBeInTheDocument();
    expect(within(opinion).getByText(/请补充营业执照副本/)).toBeInTheDocument();
    unmount();

    test.server.use(test.get(PATHS.mine, () => ok(applicationDetail())));
    renderAt('/workspace/domain/apply?id=app_0001');
    expect(await screen.findByLabelText('联系人')).toHaveValue('李明');
    expect(screen.queryByRole('region', { name: '审核意见' })).toBeNull();
  });

  it('issue 6 editing lists the attachments already saved and resends them (the saved list replaces the previous one)', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    const attachments = [{ id: 'file_0001', name: '营业执照.pdf', sizeBytes: 20_480, contentType: 'application/pdf', url: '/api/web/file/file_0001' }];
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok({ ...rejectedApplication(), attachments })),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok({ ...rejectedApplication({ version: 5 }), attachments });
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    const listed = await screen.findByRole('list', { name: '已上传的申请材料' });
    expect(within(listed).getByText('营业执照.pdf')).toBeInTheDocument();
    expect(within(listed).getByText('（20 KB）')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'app_0001', version: 4, attachmentIds: ['file_0001'] });
  });

  it('issue 6 a stale version (409, 4090) shows the server message and reads the application again', async () => {
    signIn(CORPORATION);
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok(rejectedApplication())),
      post(PATHS.save, () => HttpResponse.json({ code: 4090, msg: '申请已被修改，请刷新后重试', data: null }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('申请已被修改，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(test.queriesOf(PATHS.mine).length).toBeGreaterThan(1));
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('issue 6 staff are told only corporations apply', async () => {
    signIn(REVIEWER);
    renderAt('/workspace/domain/apply');
    expect(await screen.findByText('仅法人用户可以提交领域入驻申请。')).toBeInTheDocument();
    expect(test.requests).toEqual([]);
  });
});

describe('domain/apply attachments and entry templates (issue 6; spec §7 /second/entry/file-list, spec §8 HTTP 413)', { timeout: 20_000 }, () => {
  it('spec §8 an uploaded file is listed and its id is submitted with the application', async () => {
    signIn(CORPORATION);
    const received: Received[] = [];
    const saves: Record<string, unknown>[] = [];
    test.server.use(
      ...serveForm(),
      serveUploads(received),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok(applicationDetail({ id: 'app_0009' }));
      }),
      post(PATHS.submit, () => ok(applicationDetail({ id: 'app_0009', version: 2, status: 'first_review' }))),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    await fill(user);
    const input = screen.getByLabelText('申请材料');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await user.upload(input, [pdf('授权书.pdf', 2048), pdf('资质证明.pdf')]);
    const listed = await screen.findByRole('list', { name: '已上传的申请材料' });
    await waitFor(() => expect(within(listed).getAllByRole('listitem')).toHaveLength(2));
    expect(within(listed).getByText('授权书.pdf')).toBeInTheDocument();
    expect(within(listed).getByText('（2 KB）')).toBeInTheDocument();
    expect(received).toEqual(
      expect.arrayContaining([
        { field: 'file', name: '授权书.pdf', size: 2048, id: expect.any(String) },
        { field: 'file', name: '资质证明.pdf', size: 64, id: expect.any(String) },
      ]),
    );
    expect(received).toHaveLength(2);
    // Removing one leaves it out of what is sent.
    await user.click(within(listed).getByRole('button', { name: '删除 资质证明.pdf' }));
    expect(within(listed).queryByText('资质证明.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ domainId: 'transport', attachmentIds: [received.find((file) => file.name === '授权书.pdf')?.id] });
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('spec §8 a file of a type off the allow-list, or over 10 MB, is refused before upload with a clear message', async () => {
    signIn(CORPORATION);
    const received: Received[] = [];
    test.server.use(...serveForm(), serveUploads(received));
    // The file dialog's "all files" choice: the accept attribute does not stop the user.
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/workspace/domain/apply');
    const input = await screen.findByLabelText('申请材料');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“setup.exe”的文件类型不支持，请上传 pdf、doc、docx、xls、xlsx、jpg、jpeg、png、zip 格式的文件');
    const big = pdf('扫描件.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    // rc-upload replaces its input after each selection: find it again.
    await user.upload(screen.getByLabelText('申请材料'), big);
    expect(await screen.findByText('“扫描件.pdf”超过 10 MB，请压缩或拆分后重新选择')).toBeInTheDocument();
    expect(screen.queryByText('“setup.exe”的文件类型不支持', { exact: false })).toBeNull();
    expect(screen.queryByRole('list', { name: '已上传的申请材料' })).toBeNull();
    expect(received).toEqual([]);
  });

  it("spec §8 HTTP 413: the server's message is shown next to the file, and nothing is attached", async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    test.server.use(
      ...serveForm(),
      post(PATHS.upload, () => HttpResponse.json({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null }, { status: 413 })),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok(applicationDetail({ id: 'app_0009' }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    await fill(user);
    await user.upload(screen.getByLabelText('申请材料'), pdf('大文件.pdf'));
    const listed = await screen.findByRole('list', { name: '已上传的申请材料' });
    expect(await within(listed).findByRole('alert')).toHaveTextContent('文件大小超过限制，请重新选择');
    // The client's HTTP 413 handling (spec §8) also toasts the server's message.
    expect(test.toast).toHaveBeenCalledWith('文件大小超过限制，请重新选择');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ attachmentIds: [] });
    await user.click(within(listed).getByRole('button', { name: '删除 大文件.pdf' }));
    expect(screen.queryByRole('list', { name: '已上传的申请材料' })).toBeNull();
  });

  it('issue 6 a server refusal of the content (400, magic bytes) is shown next to the file without a toast', async () => {
    signIn(CORPORATION);
    test.server.use(
      ...serveForm(),
      post(PATHS.upload, () => HttpResponse.json({ code: 4000, msg: '文件内容与扩展名 .pdf 不符，请上传真实的 pdf 文件', data: null }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    await user.upload(await screen.findByLabelText('申请材料'), pdf('伪装.pdf'));
    expect(await screen.findByText('文件内容与扩展名 .pdf 不符，请上传真实的 pdf 文件')).toBeInTheDocument();
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('issue 6 at most 5 attachments: a sixth is refused before upload', async () => {
    signIn(CORPORATION);
    const received: Received[] = [];
    const attachments = [1, 2, 3, 4].map((n) => ({ ...ATTACHMENT, id: `fil_000${n}`, name: `材料${n}.pdf` }));
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok({ ...rejectedApplication(), attachments })),
      serveUploads(received),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    await user.upload(await screen.findByLabelText('申请材料'), [pdf('材料5.pdf'), pdf('材料6.pdf')]);
    expect(await screen.findByText('最多上传 5 个文件，请先删除不需要的文件')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已上传的申请材料' })).getAllByRole('listitem')).toHaveLength(5));
    expect(received.map((file) => file.name)).toEqual(['材料5.pdf']);
  });

  it('issue 6 editing: a removed saved attachment is dropped and a new upload is added after the kept ones', async () => {
    signIn(CORPORATION);
    const received: Received[] = [];
    const saves: Record<string, unknown>[] = [];
    const attachments = [ATTACHMENT, { ...ATTACHMENT, id: 'fil_0002', name: '授权委托书.pdf' }];
    test.server.use(
      ...serveForm(),
      test.get(PATHS.mine, () => ok({ ...rejectedApplication(), attachments })),
      serveUploads(received),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok({ ...rejectedApplication({ version: 5 }), attachments });
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    await user.click(await screen.findByRole('button', { name: '删除 营业执照.pdf' }));
    await user.upload(screen.getByLabelText('申请材料'), pdf('补充材料.pdf'));
    expect(await screen.findByText('补充材料.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'app_0001', version: 4, attachmentIds: ['fil_0002', 'fil_u001'] });
  });

  it("spec §7 the chosen domain's entry templates are listed for download next to the upload field", async () => {
    signIn(CORPORATION);
    test.server.use(...serveForm());
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    expect(await screen.findByText('选择申请领域后可下载该领域的申请模板')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.entryFiles)).toEqual([]);
    await user.click(await screen.findByRole('radio', { name: '交通运输' }));
    const section = await screen.findByRole('region', { name: '申请模板下载' });
    expect(within(section).getByRole('link', { name: '入驻申请表模板.docx' })).toHaveAttribute('href', '/alpha-portal/api/v1/web/file/fil_t001');
    expect(within(section).getByRole('link', { name: '数据安全承诺书.pdf' })).toHaveAttribute('download');
    expect(test.queriesOf(PATHS.entryFiles)).toEqual([{ domainId: 'transport' }]);
  });

  it('spec §8 a failing /second/entry/file-list shows no toast; the form says so and can retry', async () => {
    signIn(CORPORATION);
    let calls = 0;
    test.server.use(
      test.get(PATHS.options, () => ok(DOMAINS)),
      test.get(PATHS.entryFiles, () => {
        calls += 1;
        return calls === 1 ? failure(5000, '服务繁忙') : ok(TEMPLATES);
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    test.server.use(test.get(PATHS.mine, () => ok(rejectedApplication())));
    expect(await screen.findByText('申请模板加载失败')).toBeInTheDocument();
    expect(test.toast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '入驻申请表模板.docx' })).toBeInTheDocument();
  });
});
