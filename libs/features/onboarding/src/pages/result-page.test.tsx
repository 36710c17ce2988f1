import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, CORPORATION, rejectedApplication } from '../testing/fixtures';
import { PATHS, renderAt, signIn } from '../testing/render-onboarding';

const test = setupApiMock();

describe('domain/reject-result (issue 6: 入驻审批结果)', { timeout: 20_000 }, () => {
  it('issue 6 shows the decision, who decided at which stage, the reasons of the latest round and 修改后重新提交', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.mine, () => ok(rejectedApplication())));
    renderAt('/workspace/domain/reject-result?id=app_0001');
    expect(await screen.findByRole('heading', { name: '入驻审批结果' })).toBeInTheDocument();
    expect(await screen.findByText('很遗憾，入驻申请未通过审批。')).toBeInTheDocument();
    expect(screen.getByText('王管理（平台管理员）')).toBeInTheDocument();
    expect(screen.getByText('终审')).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: '原因说明' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      expect.stringContaining('材料齐全，同意进入终审'),
      expect.stringContaining('数据使用说明缺少安全保障措施'),
    ]);
    expect(screen.getByRole('link', { name: '修改后重新提交' })).toHaveAttribute('href', '/workspace/domain/apply?id=app_0001');
  });

  it('issue 6 staff see the result through the primary call, without 修改后重新提交', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.review, () => ok(rejectedApplication({ can: { edit: false, submit: false, withdraw: false, review: null } }))));
    renderAt('/workspace/domain/reject-result?id=app_0001');
    expect(await screen.findByText('数据使用说明缺少安全保障措施')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '修改后重新提交' })).toBeNull();
  });
});
