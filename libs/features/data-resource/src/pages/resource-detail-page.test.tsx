import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESOURCE_DETAIL, listData, resourceDelivery, resourceSummary } from '../testing/fixtures';
import { failure, ok, renderAt, setupResourceTest } from '../testing/render-resources';

const test = setupResourceTest();
const DETAIL = '/web/data-resource/detail';
const DELIVERY = '/web/data-resource/delivery';

describe('ResourceDetailPage (issue 5, spec §2 /dataResource/detail/:id)', () => {
  it('issue 5 §2 shows a skeleton, then the breadcrumb, the descriptions and the field schema table', async () => {
    test.server.use(
      test.get(DETAIL, () => ok(RESOURCE_DETAIL)),
      test.get(DELIVERY, () => ok(resourceDelivery('none'))),
    );
    renderAt('/dataResource/detail/res_0001');
    expect(screen.getByRole('status', { name: '正在加载资源详情' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: '南京市公共交通线路信息' })).toBeInTheDocument();
    expect(test.queriesOf(DETAIL)).toEqual([{ id: 'res_0001' }]);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '数据资源' })).toHaveAttribute('href', '/dataResource');
    expect(screen.getByText('1,234,567 条')).toBeInTheDocument();
    expect(screen.getByText('每日')).toBeInTheDocument();
    expect(screen.getByText('公交')).toBeInTheDocument();
    // The basics are terms with their values (a screen reader reads each value with its label).
    expect(screen.getByRole('heading', { level: 2, name: '基本信息' })).toBeInTheDocument();
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('更新频率')).toHaveTextContent('每日');
    expect(valueOf('数据量')).toHaveTextContent('1,234,567 条');
    expect(valueOf('资源描述')).toHaveTextContent('南京市公交线路、站点及首末班时间信息。');
    expect(screen.getByRole('heading', { level: 2, name: '字段信息' })).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: '字段信息表' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + RESOURCE_DETAIL.fields.length);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['序号', '字段名', '中文名称', '数据类型', '说明']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'station_count', '站点数', '整数', '线路途经站点数量']);
    expect(screen.getByText('共 4 个字段')).toBeInTheDocument();
  });

  it('issue 5 §2 the way back from a detail opened in the list keeps the list query', async () => {
    test.server.use(
      test.get('/web/data-resource/list', () => ok(listData([resourceSummary(1)]))),
      test.get(DETAIL, () => ok(RESOURCE_DETAIL)),
      test.get(DELIVERY, () => ok(resourceDelivery('none'))),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?domain=traffic&page=1&sort=name&order=asc');
    await user.click(await screen.findByRole('link', { name: '南京市公共交通线路信息1' }));
    await screen.findByRole('heading', { level: 1, name: '南京市公共交通线路信息' });
    const back = screen.getByRole('link', { name: /返回数据资源列表/ });
    expect(back).toHaveAttribute('href', '/dataResource?domain=traffic&page=1&sort=name&order=asc');
    expect(screen.getByRole('link', { name: '数据资源' })).toHaveAttribute('href', '/dataResource?domain=traffic&page=1&sort=name&order=asc');
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/dataResource?domain=traffic&page=1&sort=name&order=asc'));
  });

  it('issue 5 §2 an unknown id (code 4011) is handed to the client’s not-found handling', async () => {
    test.server.use(test.get(DETAIL, () => failure(4011, '数据资源不存在')));
    renderAt('/dataResource/detail/res_9999');
    await waitFor(() => expect(test.onNotFound).toHaveBeenCalled());
  });

  it('issue 5 §2 an id that cannot exist goes to /404 without a request', async () => {
    const { location } = renderAt('/dataResource/detail/..%2Fadmin');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(test.requests).toEqual([]);
  });
});
