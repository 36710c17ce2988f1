import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '@portal/api-contract';
import { configureApi, createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { AUDIT_RECORDS, auditListData } from './audit-fixtures';
import { AuditPage } from './audit-page';

const test = setupApiMock();
const LIST = '/primary/audit/list';
const EXPORT = '/primary/audit/export';

beforeEach(() => {
  // The shell's client sends the session's User-Token (spec §7).
  configureApi({ origin: TEST_ORIGIN, getToken: () => 'token-admin', handlers: { toast: test.toast, onNotFound: test.onNotFound } });
});

const renderAt = (path: string) => renderRoutes([{ path: '/workspace/audit', Component: AuditPage }], path, createQueryClient());

describe('issue 17 /workspace/audit', { timeout: 20_000 }, () => {
  it('asks for the filters in the URL, with the days as Beijing-time instants', async () => {
    test.server.use(test.get(LIST, () => ok(auditListData(AUDIT_RECORDS, { total: 46, page: 2 }))));
    renderAt('/workspace/audit?actor=lisi&result=denied&from=2026-11-01&to=2026-11-02&page=2');
    const table = await screen.findByRole('table', { name: '审计日志列表' });
    await within(table).findByText('停用账号');
    expect(test.queriesOf(LIST)).toEqual([
      {
        page: '2',
        pageSize: '20',
        actor: 'lisi',
        result: 'denied',
        from: String(Date.parse('2026-10-31T16:00:00Z')),
        to: String(Date.parse('2026-11-02T16:00:00Z')),
      },
    ]);
    expect(screen.getByRole('textbox', { name: '操作人账号' })).toHaveValue('lisi');
    expect(screen.getByText('共 46 条')).toBeInTheDocument();
  });

  it('查询 writes the filters to the URL and goes back to page 1', async () => {
    test.server.use(test.get(LIST, () => ok(auditListData(AUDIT_RECORDS))));
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/audit?page=3&pageSize=50');
    await screen.findByText('停用账号');
    await user.type(screen.getByRole('textbox', { name: '操作对象' }), 'app_0012');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location()).toBe('/workspace/audit?target=app_0012&pageSize=50'));
    await waitFor(() => expect(test.queriesOf(LIST).at(-1)).toEqual({ page: '1', pageSize: '50', target: 'app_0012' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/workspace/audit?pageSize=50'));
  });

  it('导出 CSV sends the current filters with the User-Token and saves the server’s file', async () => {
    test.server.use(test.get(LIST, () => ok(auditListData(AUDIT_RECORDS))));
    const exports: { query: Record<string, string>; token: string | null }[] = [];
    test.server.use(
      http.get(`${TEST_ORIGIN}${API_BASE_PATH}${EXPORT}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('t')).toMatch(/^\d+$/);
        query.delete('t');
        exports.push({ query: Object.fromEntries(query), token: request.headers.get('User-Token') });
        return new HttpResponse('"序号"\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log-2026-11-02.csv"' },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://portal.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAt('/workspace/audit?action=review.&from=2026-11-01&page=2');
    await screen.findByText('停用账号');
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit-log-2026-11-02.csv']));
    expect(exports).toEqual([{ query: { action: 'review.', from: String(Date.parse('2026-10-31T16:00:00Z')) }, token: 'token-admin' }]);
  });

  it('says when the log failed to load, and 重新加载 asks again', async () => {
    let fail = true;
    test.server.use(test.get(LIST, () => (fail ? HttpResponse.json({ code: 5000, msg: '服务繁忙，请稍后再试', data: null }) : ok(auditListData([])))));
    const user = userEvent.setup();
    renderAt('/workspace/audit');
    expect(await screen.findByText('审计日志加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无审计记录')).toBeInTheDocument();
  });
});
