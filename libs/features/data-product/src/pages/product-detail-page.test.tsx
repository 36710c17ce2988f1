import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { PRODUCT_DETAIL, productListData, productSummary } from '../testing/fixtures';
import { DETAIL, LIST, renderAt } from '../testing/render-products';

const test = setupApiMock();

describe('ProductDetailPage (issue 5, spec §2 /dataProduct/detail/:id)', () => {
  it('issue 5 §2 shows a skeleton, then name, type, operator, domain, scenarios, description and dates', async () => {
    test.server.use(test.get(DETAIL, () => ok(PRODUCT_DETAIL)));
    renderAt('/dataProduct/detail/prd_0001');
    expect(screen.getByRole('status', { name: '正在加载产品详情' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: '江苏省企业信用评价服务' })).toBeInTheDocument();
    expect(test.queriesOf(DETAIL)).toEqual([{ id: 'prd_0001' }]);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '数据产品' })).toHaveAttribute('href', '/dataProduct');
    expect(screen.getAllByText('数据集').length).toBeGreaterThan(0);
    expect(screen.getAllByText('江苏省数据集团有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('金融服务')).toBeInTheDocument();
    expect(screen.getByText('供应链金融')).toBeInTheDocument();
    expect(screen.getByText('2025-03-01')).toBeInTheDocument();
    expect(screen.getByText('2026-10-09')).toBeInTheDocument();
    expect(screen.getByText(/汇聚市场监管、税务、社保等公共数据/)).toBeInTheDocument();
    // The basics are terms with their values (a screen reader reads each value with its label).
    expect(screen.getByRole('heading', { level: 2, name: '基本信息' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '产品介绍' })).toBeInTheDocument();
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('数据领域')).toHaveTextContent('金融服务');
    expect(valueOf('应用场景')).toHaveTextContent('供应链金融');
  });

  it('issue 5 §2 the way back from a detail opened in the list keeps the list query', async () => {
    test.server.use(
      test.get(LIST, () => ok(productListData([productSummary(1)]))),
      test.get(DETAIL, () => ok(PRODUCT_DETAIL)),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?type=dataset&sort=name&order=asc');
    await user.click(await screen.findByRole('link', { name: '江苏省企业信用评价服务1' }));
    await screen.findByRole('heading', { level: 1, name: '江苏省企业信用评价服务' });
    const back = screen.getByRole('link', { name: /返回数据产品列表/ });
    expect(back).toHaveAttribute('href', '/dataProduct?type=dataset&sort=name&order=asc');
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/dataProduct?type=dataset&sort=name&order=asc'));
  });

  it('spec §8 an unknown id (code 4011) is handed to the client’s not-found handling (→ /404)', async () => {
    test.server.use(test.get(DETAIL, () => failure(4011, '数据产品不存在')));
    renderAt('/dataProduct/detail/prd_9999');
    await waitFor(() => expect(test.onNotFound).toHaveBeenCalled());
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('spec §8 an id that cannot exist goes to /404 without a request', async () => {
    const { location } = renderAt('/dataProduct/detail/..%2Fadmin');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(test.requests).toEqual([]);
  });

  it('issue 5 §2 a failed detail shows an error with a retry', async () => {
    let calls = 0;
    test.server.use(test.get(DETAIL, () => (calls++ === 0 ? failure(5000, '服务繁忙') : ok(PRODUCT_DETAIL))));
    const user = userEvent.setup();
    renderAt('/dataProduct/detail/prd_0001');
    expect(await screen.findByText('产品详情加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '江苏省企业信用评价服务' })).toBeInTheDocument();
  });
});
