import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, CORPORATION, REVIEWER, userDetail } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-workspace';

const test = setupApiMock();

/** POST handlers that log each body. */
function serve(path: string, reply: () => Response) {
  const bodies: unknown[] = [];
  test.server.use(
    post(path, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('spec §2 user/detail: second-level user detail (issue 6, spec §7 POST /primary|/second/user/detail)', { timeout: 20_000 }, () => {
  it('spec §2 user/detail a corporation account sees its own corporation through /second/user/detail {}', async () => {
    signIn(CORPORATION);
    const bodies = serve(PATHS.secondUser, () => ok(userDetail()));
    const primary = serve(PATHS.primaryUser, () => ok(userDetail()));
    // A ?userId= does not make a corporation ask about someone else.
    renderAt('/workspace/user/detail?userId=usr_other');
    const profile = within(await screen.findByRole('region', { name: '单位信息' }));
    expect(bodies).toEqual([{}]);
    expect(primary).toEqual([]);
    expect(profile.getByText('江苏数据科技有限公司')).toBeInTheDocument();
    expect(profile.getByText('91320104MA1WCR832Q')).toBeInTheDocument();
    expect(profile.getByText('赵六')).toBeInTheDocument();
    expect(profile.getByText('南京市建邺区江东中路1号')).toBeInTheDocument();
    expect(profile.getByText('2026-03-01')).toBeInTheDocument();
  });

  it('spec §2 user/detail shows the latest contact with the application it came from, and every account', async () => {
    signIn(CORPORATION);
    serve(PATHS.secondUser, () => ok(userDetail()));
    renderAt('/workspace/user/detail');
    const contact = within(await screen.findByRole('region', { name: '联系人信息' }));
    expect(contact.getByText('李明')).toBeInTheDocument();
    expect(contact.getByText('13912345678')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: '交通运输' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0001');
    expect(contact.getByText('待终审')).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: '单位账号表' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['账号', '姓名', '手机号码', '状态', '类型']);
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['corp.jsdata', '张三', '139****5678', '启用', '单位用户'],
      ['corp.jsdata.ops', '钱七', '138****1234', '停用', '单位用户'],
    ]);
  });

  it('spec §2 user/detail staff ask about the ?userId= account through /primary/user/detail', async () => {
    signIn(REVIEWER);
    const bodies = serve(PATHS.primaryUser, () => ok(userDetail({ userId: 'usr_corp_njtraffic' })));
    const own = serve(PATHS.secondUser, () => ok(userDetail()));
    renderAt('/workspace/user/detail?userId=usr_corp_njtraffic');
    expect(await screen.findByRole('region', { name: '单位账号' })).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: 'usr_corp_njtraffic' }]);
    expect(own).toEqual([]);
  });

  it('spec §2 user/detail staff without ?userId= get a clear message and no request', async () => {
    signIn(ADMIN);
    renderAt('/workspace/user/detail');
    expect(await screen.findByText('请选择要查看的用户')).toBeInTheDocument();
    expect(screen.getByText('用户详情需要用户编号，请从入驻申请详情中打开。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '用户详情' })).toBeInTheDocument();
    expect(test.requests).toEqual([]);
  });

  it('spec §2 user/detail a user id that cannot exist goes to /404 without a request', async () => {
    signIn(ADMIN);
    const bodies = serve(PATHS.primaryUser, () => ok(userDetail()));
    const { location } = renderAt('/workspace/user/detail?userId=..%2Fetc');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(bodies).toEqual([]);
  });

  it('spec §2 user/detail with no contact and no accounts says so in Chinese', async () => {
    signIn(CORPORATION);
    serve(PATHS.secondUser, () => ok(userDetail({ contact: null, accounts: [] })));
    renderAt('/workspace/user/detail');
    expect(await screen.findByText('暂无联系人信息（该单位尚未提交入驻申请）')).toBeInTheDocument();
    expect(screen.getByText('暂无账号')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '单位账号表' })).toBeNull();
  });

  it('spec §2 user/detail §8 a reviewer refused (HTTP 403) sees the error state with the server’s reason and 重新加载', async () => {
    signIn(REVIEWER);
    serve(PATHS.primaryUser, () => HttpResponse.json({ code: 4030, msg: '无权访问', data: null }, { status: 403 }));
    renderAt('/workspace/user/detail?userId=usr_corp_other');
    expect(screen.getByRole('status', { name: '正在加载用户详情' })).toBeInTheDocument();
    expect(await screen.findByText('用户详情加载失败')).toBeInTheDocument();
    expect(screen.getByText('无权访问')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
    expect(test.toast).toHaveBeenCalledWith('无权访问');
  });

  it('spec §2 user/detail §8 code 4011 (not one of the reviewer’s corporations) goes to the not-found handling', async () => {
    signIn(REVIEWER);
    serve(PATHS.primaryUser, () => HttpResponse.json({ code: 4011, msg: '用户不存在', data: null }));
    renderAt('/workspace/user/detail?userId=usr_corp_other');
    expect(await screen.findByText('用户详情加载失败')).toBeInTheDocument();
    expect(test.onNotFound).toHaveBeenCalledTimes(1);
    expect(test.toast).not.toHaveBeenCalled();
  });
});
