import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resourceDownloadUrl, type ResourceDelivery } from '@portal/api-contract';
import { changeLocale } from '@portal/i18n';
import { RESOURCE_DETAIL, RESOURCE_PREVIEW, distribution, resourceDelivery } from '../testing/fixtures';
import { failure, ok, renderAt, setupResourceTest } from '../testing/render-resources';

const test = setupResourceTest();
const DETAIL = '/web/data-resource/detail';
const DELIVERY = '/web/data-resource/delivery';
const PREVIEW = '/web/data-resource/preview';
const PAGE = '/dataResource/detail/res_0001';

const OPEN_DETAIL = { ...RESOURCE_DETAIL, openType: 'unconditional' as const };

/** The detail, its delivery and (for open data) its preview. */
function serve(delivery: ResourceDelivery, preview: () => Response = () => ok(RESOURCE_PREVIEW)) {
  test.server.use(
    test.get(DETAIL, () => ok(OPEN_DETAIL)),
    test.get(DELIVERY, () => ok(delivery)),
    test.get(PREVIEW, preview),
  );
}

const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('.ant-card') as HTMLElement;

describe('ResourceDetailPage: 数据获取 of open data (issue 22)', () => {
  it('issue 22 an open resource lists its files with sizes, dates, downloads and a plain download link per format', async () => {
    serve(resourceDelivery('open'));
    renderAt(PAGE);
    const files = await screen.findByRole('region', { name: '数据文件列表' });
    expect(test.queriesOf(DELIVERY)).toEqual([{ id: 'res_0001' }]);
    const rows = within(files).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(texts(within(rows[0]!).getAllByRole('columnheader'))).toEqual(['格式', '记录数', '文件大小', '更新时间', '下载次数', '操作']);
    expect(texts(within(rows[1]!).getAllByRole('cell'))).toEqual(['CSV', '1,000', '84 KB', '2026-10-09 00:30', '12,345', '下载']);
    expect(texts(within(rows[2]!).getAllByRole('cell')).slice(0, 3)).toEqual(['XLSX', '1,000', '1.5 MB']);
    expect(within(rows[4]!).getAllByRole('cell')[2]).toHaveTextContent('640 B');
    // Public files stay plain links (decision 0014), named by their format.
    const csv = screen.getByRole('link', { name: '下载 CSV 文件' });
    expect(csv).toHaveAttribute('href', resourceDownloadUrl('res_0001', 'CSV'));
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: '下载 XML 文件' })).toHaveAttribute(
      'href',
      '/alpha-portal/api/v1/web/data-resource/download?id=res_0001&format=XML',
    );
    expect(screen.getByText('演示环境的数据文件为样例，仅包含前 1,000 条记录（该资源共 1,234,567 条）。')).toBeInTheDocument();
    // One h1; each section an h2 after the field schema.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['基本信息', '字段信息', '数据获取', '数据预览', '接口服务']);
  });

  it('issue 19 in English the sections speak English (their catalogue part loads with them)', async () => {
    await changeLocale('en', { remember: false });
    serve(resourceDelivery('open'));
    renderAt(PAGE);
    expect(await screen.findByRole('link', { name: 'Download the CSV file' })).toHaveTextContent('Download');
    expect(screen.getByRole('heading', { level: 2, name: 'Getting the data' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Data preview' })).toBeInTheDocument();
    expect(screen.getAllByText('Yes').length).toBeGreaterThan(0);
  });

  it('issue 22 files holding every row carry no sample note', async () => {
    serve(resourceDelivery('open', { distributions: [distribution('CSV', { rowCount: OPEN_DETAIL.recordCount })] }));
    renderAt(PAGE);
    await screen.findByRole('link', { name: '下载 CSV 文件' });
    expect(screen.queryByText(/演示环境/)).not.toBeInTheDocument();
  });

  it('issue 22 an open resource without files yet says they are being prepared', async () => {
    serve(resourceDelivery('open', { distributions: [], api: null }));
    renderAt(PAGE);
    expect(await screen.findByText('数据文件正在准备中，请稍后再来')).toBeInTheDocument();
    expect(within(section('数据获取')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '接口服务' })).not.toBeInTheDocument();
  });
});

describe('ResourceDetailPage: 数据获取 by access (issue 22)', () => {
  it('issue 22 conditional data explains the app key after an approved application, with no files and no preview', async () => {
    serve(resourceDelivery('authorized'));
    renderAt(PAGE);
    expect(await screen.findByText('该资源为有条件开放数据，不提供文件下载')).toBeInTheDocument();
    expect(within(section('数据获取')).getByText(/经审核通过后获得 app key.*X-App-Key/)).toBeInTheDocument();
    expect(within(section('数据获取')).queryByRole('button')).not.toBeInTheDocument();
    // Issue 22: a plain link to the workspace's application for this resource (signing in first when needed).
    const apply = within(section('数据获取')).getByRole('link', { name: '申请使用' });
    expect(apply).toHaveAttribute('href', '/workspace/data-use/apply?resourceId=res_0001');
    expect(apply).toHaveClass('ant-btn');
    expect(screen.queryByRole('link', { name: /^下载/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '数据预览' })).not.toBeInTheDocument();
    expect(within(section('接口服务')).getByText('需要 app key：审核通过后获得，调用时放在请求头 X-App-Key 中')).toBeInTheDocument();
    expect(test.queriesOf(PREVIEW)).toEqual([]);
  });

  it('issue 22 closed data says it is not open, why, and that nothing can be applied for', async () => {
    serve(resourceDelivery('none'));
    renderAt(PAGE);
    expect(await screen.findByText('该资源不予开放')).toBeInTheDocument();
    expect(screen.getByText(/详见资源描述.*也不受理使用申请/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '申请使用' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '数据预览' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '接口服务' })).not.toBeInTheDocument();
    expect(test.queriesOf(PREVIEW)).toEqual([]);
  });

  it('issue 22 a delivery that fails shows in its section with 重试; the rest of the page stays', async () => {
    let calls = 0;
    test.server.use(
      test.get(DETAIL, () => ok(OPEN_DETAIL)),
      test.get(DELIVERY, () => (++calls === 1 ? failure(5000, '服务繁忙，请稍后再试') : ok(resourceDelivery('none')))),
    );
    const user = userEvent.setup();
    renderAt(PAGE);
    expect(await screen.findByText('数据获取方式加载失败')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '字段信息' })).toBeInTheDocument();
    await user.click(within(section('数据获取')).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该资源不予开放')).toBeInTheDocument();
  });
});

describe('ResourceDetailPage: 数据预览 (issue 22)', () => {
  it('issue 22 shows the first rows under the fields’ labels, names and types: numbers right-aligned, 是/否, — for nothing', async () => {
    serve(resourceDelivery('open'));
    renderAt(PAGE);
    const region = await screen.findByRole('region', { name: '数据预览表' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(test.queriesOf(PREVIEW)).toEqual([{ id: 'res_0001' }]);
    const table = within(region).getByRole('table', { name: '前 3 条，共 1,234,567 条' });
    expect(within(section('数据预览')).getAllByText('前 3 条，共 1,234,567 条').length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(texts(within(rows[0]!).getAllByRole('columnheader'))).toEqual([
      // Each field's label, then its name and type (issue 22).
      '线路编号 line_id · 字符串',
      '线路名称 line_name · 字符串',
      '站点数 station_count · 整数',
      '首班时间 first_bus · 日期时间',
      '夜间运营 night_service · 布尔',
    ]);
    expect(texts(within(rows[1]!).getAllByRole('cell'))).toEqual(['NJ001', '1路', '32', '2026-10-09T05:30:00+08:00', '是']);
    expect(texts(within(rows[2]!).getAllByRole('cell'))).toEqual(['NJ002', '游1路', '18', '—', '否']);
    expect(within(rows[3]!).getAllByRole('cell')[4]).toHaveTextContent('—');
    expect(within(rows[1]!).getByText('32')).toHaveClass('resource-num');
    expect(within(rows[1]!).getByText('NJ001')).not.toHaveClass('resource-num');
  });

  it('issue 22 a preview without rows says so', async () => {
    serve(resourceDelivery('open'), () => ok({ ...RESOURCE_PREVIEW, rows: [], total: 0 }));
    renderAt(PAGE);
    expect(await screen.findByText('该资源暂无数据记录')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '数据预览表' })).not.toBeInTheDocument();
  });

  it('issue 22 a refused preview (403 / 4030) shows in its section, quietly, and 重试 asks again', async () => {
    let calls = 0;
    serve(resourceDelivery('open'), () =>
      ++calls === 1 ? HttpResponse.json({ code: 4030, msg: '该资源不提供数据预览', data: null }, { status: 403 }) : ok(RESOURCE_PREVIEW),
    );
    const user = userEvent.setup();
    const { location } = renderAt(PAGE);
    expect(await screen.findByText('数据预览加载失败')).toBeInTheDocument();
    expect(screen.getByText('该资源不提供数据预览')).toBeInTheDocument();
    // Quiet: no toast, no leaving the page; the files are still there.
    expect(test.toast).not.toHaveBeenCalled();
    expect(test.onNotFound).not.toHaveBeenCalled();
    expect(location()).toBe(PAGE);
    expect(screen.getByRole('link', { name: '下载 CSV 文件' })).toBeInTheDocument();

    await user.click(within(section('数据预览')).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '数据预览表' })).toBeInTheDocument();
    expect(screen.queryByText('数据预览加载失败')).not.toBeInTheDocument();
    expect(test.queriesOf(PREVIEW)).toHaveLength(2);
  });
});

describe('ResourceDetailPage: 接口服务 (issue 22)', () => {
  it('issue 22 documents the open API: path to copy, key, parameters, fields, paging and an example answer', async () => {
    serve(resourceDelivery('open'));
    const user = userEvent.setup();
    renderAt(PAGE);
    const api = within(await screen.findByRole('heading', { level: 2, name: '接口服务' }).then((heading) => heading.closest('.ant-card') as HTMLElement));
    const path = '/alpha-portal/api/v1/open/v1/resources/320000-JT-000001/records';
    expect(api.getByText(`GET ${path}`, { selector: 'code' })).toBeInTheDocument();
    expect(api.getByText('无需 app key，可直接调用')).toBeInTheDocument();
    await user.click(api.getByRole('button', { name: '复制请求地址' }));
    expect(await navigator.clipboard.readText()).toBe(path);
    expect(api.getByRole('status')).toHaveTextContent('请求地址已复制');

    expect(api.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['请求参数', '返回字段', '返回示例']);
    const parameters = api.getByRole('table', { name: '请求参数表' });
    expect(texts(within(parameters).getAllByRole('columnheader'))).toEqual(['参数名', '位置', '必填', '说明', '示例']);
    expect(texts(within(within(parameters).getAllByRole('row')[1]!).getAllByRole('cell'))).toEqual(['code', '路径', '是', '资源编码', '320000-JT-000001']);
    expect(within(api.getByRole('region', { name: '返回字段表' })).getByText('station_count')).toBeInTheDocument();
    expect(api.getByText(/pageSize 为每页条数，默认 10，最多 100/)).toBeInTheDocument();
    const example = api.getByRole('region', { name: '返回示例（JSON）' });
    expect(example.tagName).toBe('PRE');
    expect(example).toHaveAttribute('tabindex', '0');
    expect(example).toHaveTextContent('"total": 1234567');
  });
});
