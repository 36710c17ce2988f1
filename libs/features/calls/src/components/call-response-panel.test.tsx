import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type CallResponse } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { siteFixture } from '@portal/site-config';
import { SiteBaseProviders, THEME_CLASS } from '@portal/ui-kit';
import { MemoryRouter } from 'react-router-dom';
import { CORPORATION, MY_RESPONSE, MY_RESPONSE_WITH_FILE, RESPONSE_FILE, STAFF, callDetail, callListData } from '../testing/fixtures';
import { DETAIL, LIST, MY_RESPONSE_PATH, RESPOND, post, renderAt, signIn } from '../testing/render-calls';
import { CallResponsePanel } from './call-response-panel';

const test = setupApiMock();

function serve(call = callDetail(), mine: CallResponse | null = null) {
  test.server.use(
    test.get(LIST, () => ok(callListData([]))),
    test.get(DETAIL, () => ok(call)),
    test.get(MY_RESPONSE_PATH, () => ok(mine)),
  );
}

const panel = async () => within(await screen.findByRole('region', { name: '参与征集' }));

// Whole pages with antd under user-event take seconds on a shared machine; 5 s is too tight.
describe('responding to a call (issue 5 /applylist: a signed-in corporation responds)', { timeout: 15_000 }, () => {
  it('issue 5 an anonymous visitor sees 登录后参与, linking to /login with this call as preUrl', async () => {
    serve();
    const user = userEvent.setup();
    const { location } = renderAt('/applylist?status=open&id=call_0001');
    const login = (await panel()).getByRole('link', { name: '登录后参与' });
    expect(login).toHaveAttribute('href', `/login?preUrl=${encodeURIComponent('/applylist?status=open&id=call_0001')}`);
    expect(screen.queryByLabelText('联系人')).toBeNull();
    await user.click(login);
    await waitFor(() => expect(location()).toBe(`/login?preUrl=${encodeURIComponent('/applylist?status=open&id=call_0001')}`));
    expect(test.queriesOf(MY_RESPONSE_PATH)).toEqual([]);
  });

  it('issue 5 staff see that only corporations respond, and no form', async () => {
    signIn(STAFF);
    serve();
    renderAt('/applylist?id=call_0001');
    expect((await panel()).getByText(/仅法人用户可以参与需求征集响应/)).toBeInTheDocument();
    expect(screen.queryByLabelText('联系人')).toBeNull();
    expect(test.queriesOf(MY_RESPONSE_PATH)).toEqual([]);
  });

  it('issue 5 a closed call shows no form, to visitors and corporations alike', async () => {
    serve(callDetail({ status: 'closed', deadline: '2026-06-30T15:59:59.000Z' }));
    renderAt('/applylist?id=call_0001');
    expect((await panel()).getByText('本次征集已截止，不再接受响应。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录后参与' })).toBeNull();
    expect(screen.queryByLabelText('联系人')).toBeNull();
  });

  it('issue 5 a corporation sees its earlier response on a closed call, without a form', async () => {
    signIn(CORPORATION);
    serve(callDetail({ status: 'closed', deadline: '2026-06-30T15:59:59.000Z' }), MY_RESPONSE);
    renderAt('/applylist?id=call_0001');
    const region = await panel();
    expect(await region.findByText('13912345678')).toBeInTheDocument();
    expect(region.getByText('本次征集已截止，不再接受响应。')).toBeInTheDocument();
    expect(screen.queryByLabelText('联系人')).toBeNull();
  });

  it('issue 5 the form checks fields like callResponseBodySchema and shows its messages', async () => {
    signIn(CORPORATION);
    serve();
    const user = userEvent.setup();
    renderAt('/applylist?id=call_0001');
    const region = await panel();
    await user.click(await region.findByRole('button', { name: '提交响应' }));
    expect(await region.findByText('请输入联系人')).toBeInTheDocument();
    expect(await region.findByText('请输入联系电话')).toBeInTheDocument();
    expect(await region.findByText('请输入响应内容')).toBeInTheDocument();

    await user.type(region.getByLabelText('联系人'), '李');
    await user.type(region.getByLabelText('联系电话'), '12345678901');
    await user.type(region.getByLabelText('响应内容'), '太短了');
    await user.click(region.getByRole('button', { name: '提交响应' }));
    expect(await region.findByText('联系人至少2个字符')).toBeInTheDocument();
    expect(await region.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await region.findByText('响应内容至少10个字符')).toBeInTheDocument();
  });

  it('issue 5 a corporation submits a response; it is sent, stored and shown', async () => {
    signIn(CORPORATION);
    serve();
    const bodies: unknown[] = [];
    test.server.use(
      post(RESPOND, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        return HttpResponse.json({ code: 0, msg: 'ok', data: { ...body, submittedAt: '2026-11-20T02:00:00.000Z' } });
      }),
    );
    const user = userEvent.setup();
    renderAt('/applylist?id=call_0001');
    const region = await panel();
    await user.type(await region.findByLabelText('联系人'), ' 李明 ');
    await user.type(region.getByLabelText('联系电话'), '13912345678');
    await user.type(region.getByLabelText('响应内容'), '我单位可提供城市交通出行分析模型。');
    await user.click(region.getByRole('button', { name: '提交响应' }));

    await waitFor(() =>
      expect(bodies).toEqual([{ callId: 'call_0001', contactName: '李明', contactPhone: '13912345678', content: '我单位可提供城市交通出行分析模型。' }]),
    );
    expect(await region.findByText('我的响应')).toBeInTheDocument();
    expect(region.getByText('13912345678')).toBeInTheDocument();
    expect(await screen.findByText('响应已提交')).toBeInTheDocument();
    expect(region.getByRole('button', { name: '更新响应' })).toBeInTheDocument();
    // The call is read again for its response count.
    await waitFor(() => expect(test.queriesOf(DETAIL).length).toBeGreaterThan(1));
  });

  it('issue 5 a corporation that responded before sees it and can replace it while the call is open', async () => {
    signIn(CORPORATION);
    serve(callDetail(), MY_RESPONSE);
    renderAt('/applylist?id=call_0001');
    const region = await panel();
    expect(await region.findByText('我的响应')).toBeInTheDocument();
    expect(test.queriesOf(MY_RESPONSE_PATH)).toEqual([{ callId: 'call_0001' }]);
    expect(region.getByText(MY_RESPONSE.content, { selector: 'span' })).toBeInTheDocument();
    expect(region.getByText('征集截止前可修改响应，再次提交将覆盖之前的内容。')).toBeInTheDocument();
    expect(region.getByLabelText('联系人')).toHaveValue('李明');
    expect(region.getByRole('button', { name: '更新响应' })).toBeInTheDocument();
  });

  it("issue 13 the panel needs no antd scope around it (a plain page): the corporation's form loads with a scope of its own, toasts included", async () => {
    serve();
    test.server.use(
      post(RESPOND, async ({ request }) =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { ...((await request.json()) as object), submittedAt: '2026-11-20T02:00:00.000Z', attachment: null } }),
      ),
    );
    const user = userEvent.setup();
    // The site's providers without antd's scope, as the shell mounts a plain page.
    render(
      <SiteBaseProviders site={siteFixture('portal')}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/applylist?id=call_0001']}>
            <CallResponsePanel call={{ id: 'call_0001', status: 'open' }} auth={CORPORATION} loginHref="/login" />
          </MemoryRouter>
        </QueryClientProvider>
      </SiteBaseProviders>,
    );
    const region = await panel();
    const submit = await region.findByRole('button', { name: '提交响应' });
    // Drawn in the site's antd theme (the scope's CSS-variable class), not antd's default.
    expect(submit).toHaveClass(THEME_CLASS);
    await user.type(region.getByLabelText('联系人'), '李明');
    await user.type(region.getByLabelText('联系电话'), '13912345678');
    await user.type(region.getByLabelText('响应内容'), '我单位可提供城市交通出行分析模型。');
    await user.click(submit);
    expect(await screen.findByText('响应已提交')).toBeInTheDocument();
    expect(await region.findByText('我的响应')).toBeInTheDocument();
  });

  describe('issue 21 §10c: the filled-in template travels with the response', () => {
    const UPLOAD = '/second/file/upload';
    /** POST /second/file/upload answering with fil_up01; records the purpose field and the file's size. */
    const serveUpload = (received: { purpose: FormDataEntryValue | null; size: number }[], reply?: () => Response) =>
      post(UPLOAD, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        received.push({ purpose: form.get('purpose'), size: file.size });
        return reply
          ? reply()
          : HttpResponse.json({
              code: 0,
              msg: 'ok',
              data: {
                id: 'fil_up01',
                name: '需求征集表（已填写）.xlsx',
                sizeBytes: file.size,
                contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              },
            });
      });
    const xlsx = (size = 2048) =>
      new File([new Uint8Array(size).fill(0x50)], '需求征集表（已填写）.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

    it("issue 21 §10c a corporation uploads its filled-in template (purpose response); the file's id goes with the response and the saved response shows it as a download", async () => {
      signIn(CORPORATION);
      serve();
      const uploads: { purpose: FormDataEntryValue | null; size: number }[] = [];
      const bodies: unknown[] = [];
      test.server.use(
        serveUpload(uploads),
        post(RESPOND, async ({ request }) => {
          const body = (await request.json()) as Record<string, string>;
          bodies.push(body);
          const { fileId: _fileId, ...rest } = body;
          return HttpResponse.json({
            code: 0,
            msg: 'ok',
            data: {
              ...rest,
              submittedAt: '2026-11-20T02:00:00.000Z',
              attachment: { ...RESPONSE_FILE, id: 'fil_up01', url: '/alpha-portal/api/v1/web/file/fil_up01' },
            },
          });
        }),
      );
      const user = userEvent.setup();
      renderAt('/applylist?id=call_0001');
      const region = await panel();
      expect(await region.findByText('如本征集提供了模板，请下载征集附件中的模板，填写后在此上传（限1个文件）。')).toBeInTheDocument();
      await user.type(region.getByLabelText('联系人'), '李明');
      await user.type(region.getByLabelText('联系电话'), '13912345678');
      await user.type(region.getByLabelText('响应内容'), '按模板填写了数据需求清单，详见附件。');
      await user.upload(region.getByLabelText('反馈附件'), xlsx());
      expect(await region.findByText('需求征集表（已填写）.xlsx')).toBeInTheDocument();
      expect(uploads).toEqual([{ purpose: 'response', size: 2048 }]);
      await user.click(region.getByRole('button', { name: '提交响应' }));

      await waitFor(() =>
        expect(bodies).toEqual([
          { callId: 'call_0001', contactName: '李明', contactPhone: '13912345678', content: '按模板填写了数据需求清单，详见附件。', fileId: 'fil_up01' },
        ]),
      );
      const mine = await region.findByText('我的响应');
      expect(mine).toBeInTheDocument();
      expect(await region.findByRole('link', { name: '需求征集表（已填写）.xlsx' })).toHaveAttribute('href', '/alpha-portal/api/v1/web/file/fil_up01');
      expect(region.getByRole('link', { name: '查看我的全部反馈' })).toHaveAttribute('href', '/workspace/call/responses');
    });

    it("issue 21 §10c a type off the allow-list or a file over 10 MB is refused before upload; the server's 413 (spec §8) is shown next to the file; no file id is sent", async () => {
      signIn(CORPORATION);
      serve();
      const uploads: { purpose: FormDataEntryValue | null; size: number }[] = [];
      test.server.use(serveUpload(uploads, () => HttpResponse.json({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null }, { status: 413 })));
      const user = userEvent.setup({ applyAccept: false });
      renderAt('/applylist?id=call_0001');
      const region = await panel();
      const input = await region.findByLabelText('反馈附件');
      await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
      expect(await region.findByText(/“setup\.exe”的文件类型不支持/)).toBeInTheDocument();
      const big = new File([new Uint8Array(1)], '大文件.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
      // rc-upload replaces its input after each selection: find it again.
      await user.upload(region.getByLabelText('反馈附件'), big);
      expect(await region.findByText('“大文件.pdf”超过 10 MB，请压缩后重新选择')).toBeInTheDocument();
      expect(uploads).toEqual([]);

      await user.upload(region.getByLabelText('反馈附件'), xlsx());
      expect(await region.findByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
      expect(uploads).toHaveLength(1);
      // The client's HTTP 413 handling (spec §8) toasts the server's message too.
      expect(test.toast).toHaveBeenCalledWith(FILE_TOO_LARGE_MESSAGE);

      const bodies: Record<string, unknown>[] = [];
      test.server.use(
        post(RESPOND, async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ code: 0, msg: 'ok', data: { ...MY_RESPONSE, attachment: null } });
        }),
      );
      await user.type(region.getByLabelText('联系人'), '李明');
      await user.type(region.getByLabelText('联系电话'), '13912345678');
      await user.type(region.getByLabelText('响应内容'), '我单位可提供城市交通出行分析模型。');
      await user.click(region.getByRole('button', { name: '提交响应' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).not.toHaveProperty('fileId');
    });

    it("issue 21 §10c an earlier response's file is listed in the form and sent again; removed, the response goes without one", async () => {
      signIn(CORPORATION);
      serve(callDetail(), MY_RESPONSE_WITH_FILE);
      const bodies: Record<string, unknown>[] = [];
      test.server.use(
        post(RESPOND, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          return HttpResponse.json({
            code: 0,
            msg: 'ok',
            data: { ...MY_RESPONSE, submittedAt: `2026-11-2${bodies.length}T02:00:00.000Z`, attachment: body['fileId'] ? RESPONSE_FILE : null },
          });
        }),
      );
      const user = userEvent.setup();
      renderAt('/applylist?id=call_0001');
      const region = await panel();
      // Shown with the saved response (a download) and in the form (to keep or remove).
      expect(await region.findByRole('link', { name: RESPONSE_FILE.name })).toBeInTheDocument();
      expect(region.getByRole('button', { name: `删除附件 ${RESPONSE_FILE.name}` })).toBeInTheDocument();
      await user.click(region.getByRole('button', { name: '更新响应' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ fileId: RESPONSE_FILE.id });

      await user.click(await region.findByRole('button', { name: `删除附件 ${RESPONSE_FILE.name}` }));
      await user.click(region.getByRole('button', { name: '更新响应' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).not.toHaveProperty('fileId');
      expect(await region.findByText('未上传附件')).toBeInTheDocument();
    });
  });
});
