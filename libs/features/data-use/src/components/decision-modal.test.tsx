import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataUseDetail } from '@portal/api-contract';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, REVIEWER, atFinalReview, atFirstReview } from '../testing/fixtures';
import { PATHS, dialogTitled, post, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();
type User = ReturnType<typeof userEvent.setup>;

/** The detail at `detail`'s stage, deciding into `decided`; the bodies sent to decide. */
function serveDecision(detail: DataUseDetail) {
  const bodies: Record<string, unknown>[] = [];
  test.server.use(
    test.get(PATHS.review, () => ok(detail)),
    post(PATHS.decide, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok({ ...detail, version: detail.version + 1, status: 'returned', can: { edit: false, submit: false, withdraw: false, review: null } });
    }),
  );
  return bodies;
}

async function openDecision(user: User, title: string) {
  await user.click(within(await screen.findByRole('region', { name: title })).getByRole('button', { name: '审核' }));
  return within(await waitFor(() => dialogTitled(`数据使用申请${title.slice(3, 5)}`)));
}

const checked = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('group', { name: '授权字段' }))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('the decision dialog (issue 22: pass with a scope, reject or return with a reason)', { timeout: 30_000 }, () => {
  it('issue 22 通过 at first review proposes the scope: every applied field, the applied period and 10,000 calls by default, as changed', async () => {
    signIn(REVIEWER);
    const bodies = serveDecision(atFirstReview());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const dialog = await openDecision(user, '审核（初审）');
    expect(dialog.getByRole('radio', { name: '通过' })).toBeChecked();
    expect(checked(dialog)).toEqual(['全选', '线路编号 line_id', '线路名称 line_name', '站点数 station_count']);
    expect(dialog.getByLabelText('调用次数上限')).toHaveValue('10000');
    expect(dialog.getByText('12个月')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: '线路名称 line_name' }));
    const quota = dialog.getByLabelText('调用次数上限');
    await user.clear(quota);
    await user.type(quota, '20000');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: 'dua_0001', version: 2, stage: 'first', decision: 'pass', scope: { fields: ['line_id', 'station_count'], months: 12, callQuota: 20000 } },
      ]),
    );
  });

  it('issue 22 the final stage starts from the scope the first stage proposed', async () => {
    signIn(ADMIN);
    const bodies = serveDecision(atFinalReview());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const dialog = await openDecision(user, '审核（终审）');
    expect(checked(dialog)).toEqual(['线路编号 line_id', '站点数 station_count']);
    expect(dialog.getByLabelText('调用次数上限')).toHaveValue('50000');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies[0]).toMatchObject({ stage: 'final', decision: 'pass', scope: { fields: ['line_id', 'station_count'], months: 6, callQuota: 50000 } }),
    );
  });

  it('issue 22 a pass needs a field and a quota within bounds; nothing is sent', async () => {
    signIn(REVIEWER);
    const bodies = serveDecision(atFirstReview());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const dialog = await openDecision(user, '审核（初审）');
    await user.click(dialog.getByRole('checkbox', { name: '全选' }));
    await user.clear(dialog.getByLabelText('调用次数上限'));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('授权范围至少包含一个字段')).toBeInTheDocument();
    expect(await dialog.findByText('请输入调用次数上限')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('issue 22 驳回 needs an opinion of at least 2 characters (the contract’s rule); then it is sent without a scope', async () => {
    signIn(REVIEWER);
    const bodies = serveDecision(atFirstReview());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const dialog = await openDecision(user, '审核（初审）');
    // antd draws the choice as a button: the label takes the click.
    await user.click(dialog.getByRole('radio', { name: '驳回' }).closest('label')!);
    expect(dialog.queryByRole('group', { name: '授权字段' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('审核意见'), '否');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(dialog.getByLabelText('审核意见'), '，用途超出资源开放范围');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'dua_0001', version: 2, stage: 'first', decision: 'reject', opinion: '否，用途超出资源开放范围' }]));
  });
});
