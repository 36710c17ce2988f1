import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ATTACHMENT, CORPORATION, REVIEWER, approved, atFinalReview, atFirstReview, dataUseDetail } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();

describe('data-use/detail (issue 22: the application, its scope, authorization and timeline)', { timeout: 30_000 }, () => {
  it('issue 22 shows what was asked for: resource (linked), department, fields by label, period, commitments, contact, attachments, timeline', async () => {
    signIn(CORPORATION);
    test.server.use(
      test.get(PATHS.mine, () =>
        ok(
          atFirstReview({ attachments: [ATTACHMENT], commitments: ['purpose', 'deletion'], can: { edit: false, submit: false, withdraw: true, review: null } }),
        ),
      ),
    );
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const timeline = within(await screen.findByRole('region', { name: '审批记录' }));
    expect(test.queriesOf(PATHS.mine)).toEqual([{ id: 'dua_0001' }]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['数据使用申请详情']);
    expect(screen.getByRole('link', { name: '南京市公共交通线路信息' })).toHaveAttribute('href', '/dataResource/detail/res_0001');
    expect(screen.getByText('江苏省交通运输厅')).toBeInTheDocument();
    expect(screen.getAllByText('待初审').length).toBeGreaterThan(0);
    const content = within(screen.getByRole('region', { name: '申请内容' }));
    expect(
      within(content.getByRole('list', { name: '申请字段' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['线路编号 line_id', '线路名称 line_name', '站点数 station_count']);
    const commitments = within(content.getByRole('list', { name: '数据安全承诺' })).getAllByRole('listitem');
    expect(commitments[0]).toHaveTextContent('仅将数据用于本申请所述目的和场景，不超范围使用（已承诺）');
    expect(commitments[1]).toHaveTextContent('（未承诺）');
    expect(content.getByText('李明 13912345678')).toBeInTheDocument();
    // Decision 0014: attachments are fetched with the session (a link that is not a plain download).
    expect(content.getByRole('link', { name: ATTACHMENT.name })).not.toHaveAttribute('download');
    expect(timeline.getAllByRole('listitem')).toHaveLength(2);
    expect(timeline.getAllByRole('listitem')[1]).toHaveTextContent('草稿 → 待初审');
  });

  it.each([
    ['a draft', dataUseDetail(), ['编辑', '提交', '撤回']],
    ['one in review', atFirstReview({ can: { edit: false, submit: false, withdraw: true, review: null } }), ['撤回']],
    ['an approved one', approved(), []],
  ] as const)('issue 22 the applicant of %s may do what `can` says', async (_name, detail, actions) => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.mine, () => ok(detail)));
    renderAt('/workspace/data-use/detail?id=dua_0001');
    await screen.findByRole('region', { name: '审批记录' });
    const offered = ['编辑', '提交', '撤回'].filter((name) => screen.queryByRole(name === '编辑' ? 'link' : 'button', { name }));
    expect(offered).toEqual(actions);
    if (actions.includes('编辑' as never)) {
      expect(screen.getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/workspace/data-use/apply?resourceId=res_0001&id=dua_0001');
    }
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
  });

  it('issue 22 撤回 asks first, then withdraws with the version shown', async () => {
    signIn(CORPORATION);
    const bodies: unknown[] = [];
    test.server.use(
      test.get(PATHS.mine, () => ok(atFirstReview({ can: { edit: false, submit: false, withdraw: true, review: null } }))),
      post(PATHS.withdraw, async ({ request }) => {
        bodies.push(await request.json());
        return ok(atFirstReview({ status: 'withdrawn', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByText('确定撤回该数据使用申请吗？').length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    await user.click(dialog.getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'dua_0001', version: 2 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤回' })).toBeNull());
  });

  it('issue 22 an approved application shows the scope granted and its authorization with 获取密钥 for the applicant', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.mine, () => ok(approved())));
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const granted = within(await screen.findByRole('region', { name: '授权范围' }));
    expect(granted.getByText('6个月')).toBeInTheDocument();
    expect(granted.getByText('50,000 次')).toBeInTheDocument();
    expect(
      within(granted.getByRole('list', { name: '授权字段' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['线路编号 line_id', '站点数 station_count']);
    const card = within(screen.getByRole('region', { name: '授权信息' }));
    expect(card.getByText('有效')).toBeInTheDocument();
    expect(card.getByText('未获取')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '获取密钥（南京市公共交通线路信息）' })).toBeInTheDocument();
    expect(card.getByRole('region', { name: '调用示例（curl）' })).toHaveTextContent('curl -H "X-App-Key: <应用密钥>"');
  });

  it('issue 22 staff read it through the primary call; a reviewer at their stage gets 审核, no applicant actions and no key', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.review, () => ok(atFirstReview())));
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const panel = within(await screen.findByRole('region', { name: '审核（初审）' }));
    expect(panel.getByRole('button', { name: '审核' })).toBeInTheDocument();
    expect(test.queriesOf(PATHS.review)).toEqual([{ id: 'dua_0001' }]);
    expect(test.queriesOf(PATHS.mine)).toEqual([]);
    expect(screen.queryByRole('link', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('issue 22 staff see an authorization without the key actions', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.review, () => ok(approved())));
    renderAt('/workspace/data-use/detail?id=dua_0001');
    const card = within(await screen.findByRole('region', { name: '授权信息' }));
    expect(card.queryByRole('button', { name: /获取密钥/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '审核（终审）' })).toBeNull();
  });

  it('issue 22 a decision that lost to another (409) says so and reads the application again', async () => {
    signIn(REVIEWER);
    let reads = 0;
    test.server.use(
      test.get(PATHS.review, () =>
        ok(
          ++reads === 1
            ? atFinalReview()
            : atFinalReview({ version: 5, status: 'approved', can: { edit: false, submit: false, withdraw: false, review: null } }),
        ),
      ),
      post(PATHS.decide, () => HttpResponse.json({ code: 4090, msg: '该申请已被其他审核人处理', data: null }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderAt('/workspace/data-use/detail?id=dua_0001');
    await user.click(within(await screen.findByRole('region', { name: '审核（终审）' })).getByRole('button', { name: '审核' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('操作未生效该申请已被其他审核人处理'));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByRole('region', { name: '授权范围' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('该申请已被其他审核人处理');
  });
});
