import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, REVIEWER, REVIEWER_HOME, applicationSummary, listData, waitingApplication } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-onboarding';

const test = setupApiMock();

function serveQueue() {
  test.server.use(
    test.get(PATHS.reviewList, () => ok(listData([applicationSummary(1), applicationSummary(2, { domain: { id: 'health', name: '医疗健康' } })], { total: 23 }))),
    test.get(PATHS.review, () => ok(waitingApplication())),
    test.get(PATHS.home, () => ok(REVIEWER_HOME)),
  );
}

/** The option labels of the open antd Select (its dropdown renders them outside the field). */
const openOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

/** A modal by its title (antd names it through an id that is a fixed 'test-id' under tests). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return within(dialog);
}

async function openFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: '江苏数据科技有限公司1' }));
  return within(await screen.findByRole('region', { name: '审核决定（初审）' }));
}

describe('domain/firstReview and domain/finalReview (issue 6: review queues and decisions)', { timeout: 20_000 }, () => {
  it('issue 6 the first-review queue asks for its stage, filters and page from the URL', async () => {
    signIn(REVIEWER);
    serveQueue();
    renderAt('/workspace/domain/firstReview?status=returned&domain=health&page=2');
    expect(await screen.findByText('共 23 条申请')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.reviewList)).toEqual([{ stage: 'first', page: '2', pageSize: '10', status: 'returned', domain: 'health' }]);
    expect(screen.getByRole('list', { name: '入驻申请列表' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    // Reviewers have no entry-config call; their domains come from GET /primary/home.
    expect(test.queriesOf(PATHS.configs)).toEqual([]);
  });

  it('issue 6 the first-review domain filter offers only the reviewer\'s own domains (GET /primary/home), not those of the queue', async () => {
    signIn(REVIEWER);
    serveQueue();
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/firstReview');
    expect(await screen.findByText('共 23 条申请')).toBeInTheDocument();
    await waitFor(() => expect(test.queriesOf(PATHS.home)).toHaveLength(1));
    // The queue holds a 医疗健康 application; the reviewer's domains are 交通运输 and 文化旅游.
    await user.click(screen.getByLabelText('申请领域'));
    await waitFor(() => expect(openOptions()).toEqual(['全部领域', '交通运输', '文化旅游']));
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="文化旅游"]') ?? document.body);
    await waitFor(() => expect(location()).toBe('/workspace/domain/firstReview?domain=culture'));
    await waitFor(() => expect(test.queriesOf(PATHS.reviewList).at(-1)).toEqual({ stage: 'first', page: '1', pageSize: '10', domain: 'culture' }));
    expect(test.queriesOf(PATHS.configs)).toEqual([]);
  });

  it('issue 6 the final-review queue asks for the final stage', async () => {
    signIn(ADMIN);
    serveQueue();
    test.server.use(test.get(PATHS.configs, () => ok([])));
    renderAt('/workspace/domain/finalReview');
    expect(await screen.findByRole('heading', { name: '入驻终审' })).toBeInTheDocument();
    await waitFor(() => expect(test.queriesOf(PATHS.reviewList)).toEqual([{ stage: 'final', page: '1', pageSize: '10' }]));
  });

  it('issue 6 an empty queue says so', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.reviewList, () => ok(listData([]))), test.get(PATHS.home, () => ok(REVIEWER_HOME)));
    renderAt('/workspace/domain/firstReview');
    expect(await screen.findByText('暂无需要审核的入驻申请')).toBeInTheDocument();
  });

  it('issue 6 驳回 and 退回修改 need an opinion; the decision is sent with the version and the queue is read again', async () => {
    signIn(REVIEWER);
    serveQueue();
    const bodies: unknown[] = [];
    test.server.use(
      post(PATHS.decide, async ({ request }) => {
        bodies.push(await request.json());
        return ok(waitingApplication({ status: 'returned', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/domain/firstReview');
    const panel = await openFirst(user);
    expect(test.queriesOf(PATHS.review)).toEqual([{ id: 'app_0001' }]);

    await user.click(panel.getByRole('button', { name: '驳回' }));
    let dialog = await dialogTitled('驳回申请');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('驳回申请', { selector: '.ant-modal-title, .ant-modal-title *' })).toBeNull());

    await user.click(panel.getByRole('button', { name: '退回修改' }));
    dialog = await dialogTitled('退回修改申请');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(dialog.getByLabelText('审核意见'), ' 请补充数据安全保障措施 ');
    const listReads = test.queriesOf(PATHS.reviewList).length;
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'app_0001', version: 2, stage: 'first', decision: 'return', opinion: '请补充数据安全保障措施' }]));
    expect(await screen.findByText('已退回修改')).toBeInTheDocument();
    await waitFor(() => expect(test.queriesOf(PATHS.reviewList).length).toBeGreaterThan(listReads));
    await waitFor(() => expect(location()).toBe('/workspace/domain/firstReview'));
  });

  it('issue 6 通过 needs no opinion', async () => {
    signIn(REVIEWER);
    serveQueue();
    const bodies: unknown[] = [];
    test.server.use(
      post(PATHS.decide, async ({ request }) => {
        bodies.push(await request.json());
        return ok(waitingApplication({ status: 'final_review', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/domain/firstReview');
    const panel = await openFirst(user);
    await user.click(panel.getByRole('button', { name: '通过' }));
    const dialog = await dialogTitled('通过申请');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'app_0001', version: 2, stage: 'first', decision: 'pass' }]));
  });

  it('issue 6 a concurrent decision (409, 4090) shows the server message and reads the application again', async () => {
    signIn(REVIEWER);
    serveQueue();
    test.server.use(post(PATHS.decide, () => HttpResponse.json({ code: 4090, msg: '该申请已被其他审核人处理', data: null }, { status: 409 })));
    const user = userEvent.setup();
    renderAt('/workspace/domain/firstReview?id=app_0001');
    const panel = within(await screen.findByRole('region', { name: '审核决定（初审）' }));
    await user.click(panel.getByRole('button', { name: '通过' }));
    const dialog = await dialogTitled('通过申请');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该申请已被其他审核人处理')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('操作未生效');
    await waitFor(() => expect(test.queriesOf(PATHS.review).length).toBeGreaterThan(1));
  });
});
