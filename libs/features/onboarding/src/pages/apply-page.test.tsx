import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { CORPORATION, DOMAINS, REVIEWER, applicationDetail, rejectedApplication } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-onboarding';

const test = setupApiMock();

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
    test.server.use(test.get(PATHS.options, () => ok(DOMAINS)));
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
    test.server.use(test.get(PATHS.options, () => ok(DOMAINS)));
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply');
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择申请领域')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人')).toBeInTheDocument();
    expect(screen.getByText('请输入数据使用说明')).toBeInTheDocument();
    await user.type(screen.getByLabelText('联系人'), '李');
    await user.type(screen.getByLabelText('联系电话'), '12345678901');
    await user.type(screen.getByLabelText('应用场景'), '太短');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('联系人至少2个字符')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('应用场景至少10个字符')).toBeInTheDocument();
  });

  it('issue 6 提交申请 saves, then submits with the version the save returned, and opens the detail', async () => {
    signIn(CORPORATION);
    const saves: unknown[] = [];
    const submits: unknown[] = [];
    test.server.use(
      test.get(PATHS.options, () => ok(DOMAINS)),
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
      { domainId: 'transport', contactName: '李明', contactPhone: '13912345678', scenario: '基于公交客流数据优化城市通勤线路规划。', dataUse: '仅用于线路规划模型训练，不对外提供原始数据。' },
    ]);
    expect(submits).toEqual([{ id: 'app_0009', version: 1 }]);
  });

  it('issue 6 ?id= edits a rejected application: saved with its id and version, then submitted with the new version', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    const submits: unknown[] = [];
    test.server.use(
      test.get(PATHS.options, () => ok(DOMAINS)),
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
    expect(screen.getByText('91320100MA1XXXXX3K')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'app_0001', version: 4, domainId: 'transport' });
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(submits).toEqual([{ id: 'app_0001', version: 6 }]));
    expect(saves[1]).toMatchObject({ id: 'app_0001', version: 5 });
  });

  it('issue 6 editing keeps the attachments already saved (the saved list replaces the previous one)', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    const attachments = [{ id: 'file_0001', name: '营业执照.pdf', sizeBytes: 20_480, contentType: 'application/pdf', url: '/api/web/file/file_0001' }];
    test.server.use(
      test.get(PATHS.options, () => ok(DOMAINS)),
      test.get(PATHS.mine, () => ok({ ...rejectedApplication(), attachments })),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok({ ...rejectedApplication({ version: 5 }), attachments });
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/apply?id=app_0001');
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'app_0001', version: 4, attachmentIds: ['file_0001'] });
  });

  it('issue 6 a stale version (409, 4090) shows the server message and reads the application again', async () => {
    signIn(CORPORATION);
    test.server.use(
      test.get(PATHS.options, () => ok(DOMAINS)),
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
