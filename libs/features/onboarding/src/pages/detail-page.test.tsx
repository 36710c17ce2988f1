import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, CORPORATION, applicationDetail, rejectedApplication, waitingApplication } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-onboarding';

const test = setupApiMock();

describe('domain/detail (issue 6: the application and the timeline of every transition)', { timeout: 20_000 }, () => {
  it('issue 6 shows status, company, contact and every transition: who, when, from → to, stage, opinion', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.mine, () => ok(rejectedApplication())));
    renderAt('/workspace/domain/detail?id=app_0001');
    const timeline = within(await screen.findByRole('region', { name: '审批记录' }));
    expect(test.queriesOf(PATHS.mine)).toEqual([{ id: 'app_0001' }]);
    expect(screen.getAllByText('已驳回').length).toBeGreaterThan(0);
    expect(screen.getByText('91320104MA1WCR832Q')).toBeInTheDocument();
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    const items = timeline.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('创建草稿');
    expect(items[0]).toHaveTextContent('→ 草稿');
    expect(items[0]).toHaveTextContent('2026-11-01 09:00');
    expect(items[2]).toHaveTextContent('审核通过');
    expect(items[2]).toHaveTextContent('待初审 → 待终审');
    expect(items[2]).toHaveTextContent('李审核（领域审核员）');
    expect(items[2]).toHaveTextContent('审核阶段：初审');
    expect(items[2]).toHaveTextContent('意见：材料齐全，同意进入终审');
    expect(items[3]).toHaveTextContent('王管理（平台管理员）');
    expect(items[3]).toHaveTextContent('2026-11-05 16:15');
    expect(items[3]).toHaveTextContent('意见：数据使用说明缺少安全保障措施');
    // can: edit and submit, no withdraw after a final decision.
    expect(screen.getByRole('link', { name: '修改' })).toHaveAttribute('href', '/workspace/domain/apply?id=app_0001');
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看审批结果' })).toHaveAttribute('href', '/workspace/domain/reject-result?id=app_0001');
  });

  it('issue 6 lists the application materials as download links, or says there are none', async () => {
    signIn(CORPORATION);
    const attachment = { id: 'fil_1', name: '营业执照.pdf', sizeBytes: 20480, contentType: 'application/pdf', url: '/alpha-portal/api/v1/web/file/fil_1' };
    test.server.use(test.get(PATHS.mine, () => ok(waitingApplication({ attachments: [attachment] }))));
    const { unmount } = renderAt('/workspace/domain/detail?id=app_0001');
    const materials = within(await screen.findByRole('region', { name: '申请材料' }));
    expect(materials.getByRole('link', { name: '营业执照.pdf' })).toHaveAttribute('href', attachment.url);
    expect(materials.getByText('（20 KB）')).toBeInTheDocument();
    unmount();
    test.server.use(test.get(PATHS.mine, () => ok(waitingApplication({ attachments: [] }))));
    renderAt('/workspace/domain/detail?id=app_0001');
    expect(await screen.findByText('未上传申请材料')).toBeInTheDocument();
  });

  it("issue 21 §1 a material opens from a click: fetched (not followed as a plain link), saved under the server's name; a refusal is said next to it and the page stays", async () => {
    signIn(ADMIN);
    const attachment = { id: 'fil_1', name: '营业执照.pdf', sizeBytes: 20480, contentType: 'application/pdf', url: '/alpha-portal/api/v1/web/file/fil_1' };
    test.server.use(test.get(PATHS.review, () => ok(waitingApplication({ status: 'first_review', attachments: [attachment] }))));
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://portal.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: () => Response = () =>
      new HttpResponse(new TextEncoder().encode('%PDF-1.4'), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照（副本）.pdf')}`,
        },
      });
    test.server.use(test.get('/web/file/fil_1', () => answer()));
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/detail?id=app_0001');
    const materials = within(await screen.findByRole('region', { name: '申请材料' }));
    const link = materials.getByRole('link', { name: '营业执照.pdf' });
    expect(link).not.toHaveAttribute('download');

    await user.click(link);
    await waitFor(() => expect(saved).toEqual(['营业执照（副本）.pdf']));
    expect(test.queriesOf('/web/file/fil_1')).toHaveLength(1);

    answer = () => HttpResponse.json({ code: 4030, msg: '无权下载该文件', data: null }, { status: 403 });
    await user.click(link);
    expect(await materials.findByRole('alert')).toHaveTextContent('无权下载该文件');
    answer = () => HttpResponse.json({ code: 4011, msg: '文件不存在或已删除', data: null }, { status: 404 });
    await user.click(link);
    expect(await materials.findByRole('alert')).toHaveTextContent('文件不存在或已删除');
    expect(saved).toHaveLength(1);
    expect(test.onNotFound).not.toHaveBeenCalled();
    expect(test.toast).not.toHaveBeenCalled();
    expect(location()).toBe('/workspace/domain/detail?id=app_0001');
  });

  it('issue 6 撤回 asks first, then withdraws with the version shown', async () => {
    signIn(CORPORATION);
    const bodies: unknown[] = [];
    test.server.use(
      test.get(PATHS.mine, () =>
        ok(applicationDetail({ status: 'first_review', version: 2, can: { edit: false, submit: false, withdraw: true, review: null } })),
      ),
      post(PATHS.withdraw, async ({ request }) => {
        bodies.push(await request.json());
        return ok(applicationDetail({ status: 'withdrawn', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/detail?id=app_0001');
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByText('确定撤回该入驻申请吗？').length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    await user.click(dialog.getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'app_0001', version: 2 }]));
    expect(await screen.findByText('申请已撤回')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤回' })).toBeNull());
  });

  it('issue 6 staff open the same page through the primary detail call and may decide at their stage', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.review, () => ok(waitingApplication({ status: 'final_review', can: { edit: false, submit: false, withdraw: false, review: 'final' } }))),
    );
    renderAt('/workspace/domain/detail?id=app_0001');
    expect(await screen.findByRole('region', { name: '审核决定（终审）' })).toBeInTheDocument();
    expect(test.queriesOf(PATHS.review)).toEqual([{ id: 'app_0001' }]);
    expect(test.queriesOf(PATHS.mine)).toEqual([]);
    expect(screen.queryByRole('link', { name: '修改' })).toBeNull();
    // Staff open the applying corporation's user/detail from its name.
    expect(screen.getByRole('link', { name: '江苏数据科技有限公司' })).toHaveAttribute('href', '/workspace/user/detail?userId=usr_corp_0001');
  });

  it('issue 6 the applicant sees its own name as text, not a link to user/detail', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.mine, () => ok(waitingApplication())));
    renderAt('/workspace/domain/detail?id=app_0001');
    expect(await screen.findByRole('region', { name: '审批记录' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '江苏数据科技有限公司' })).toBeNull();
  });

  it('issue 6 an id that cannot exist goes to /404 without a request', async () => {
    signIn(CORPORATION);
    const { location } = renderAt('/workspace/domain/detail?id=..%2Fetc');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(test.requests).toEqual([]);
  });
});
