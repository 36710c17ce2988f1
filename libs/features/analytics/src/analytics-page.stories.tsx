import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { addDays, beijingToday } from './analytics-filters';
import { FIXTURE_RANGE, REPORT, analyticsReport } from './testing/analytics-fixtures';
import { count, funnelSummary, pagesSummary, trendSummary } from './analytics-format';
import { AnalyticsPage } from './analytics-page';
import { SITE_SCALE, analyticsHandlers, analyticsServer } from './testing/analytics-story-handlers';
import { fileText, savedFiles, withLocation } from './testing/story-support';

const NOVEMBER = `/workspace/analytics?from=${FIXTURE_RANGE.from}&to=${FIXTURE_RANGE.to}`;
const at = (path: string) => ({ router: { initialEntries: [path] } });

const meta = {
  title: 'feature-analytics/AnalyticsPage',
  component: AnalyticsPage,
  parameters: { ...at(NOVEMBER), msw: { handlers: analyticsHandlers.report } },
  beforeEach: () => analyticsServer.reset(),
  decorators: [withLocation],
} satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const locationOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

/** Issue 18 /workspace/analytics: November 2026 for every site — totals, each chart with its table, the funnel. */
export const Default: Story = {
  name: '运营分析',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '运营分析' })).toBeVisible();
    await expect(await canvas.findByText('统计区间：2026-11-01 至 2026-11-30 · 全部站点')).toBeVisible();
    await expect(analyticsServer.queries).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
    // The totals, with thousands separators.
    const totals = canvas.getByRole('list', { name: '汇总指标' });
    await expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `页面浏览${count(REPORT.totals.pageViews)}`,
      `详情浏览${count(REPORT.totals.detailViews)}`,
      `下载${count(REPORT.totals.downloads)}`,
      `搜索${count(REPORT.totals.searches)}`,
      `无结果搜索${count(REPORT.totals.zeroResultSearches)}`,
    ]);
    // Each chart is an image named by its summary; its drawing (a canvas, once the chart code is in) is hidden.
    for (const name of [trendSummary(REPORT.daily, REPORT.from, REPORT.to), pagesSummary(REPORT.pages), funnelSummary(REPORT.funnel.stages)]) {
      const chart = canvas.getByRole('img', { name });
      await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), { timeout: 15_000 });
      await expect(chart.querySelector('canvas')!.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    await expect(canvas.getByRole('img', { name: /页面浏览共 [\d,]+ 次，单日最多 [\d,]+ 次（2026-11-18）/ })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /浏览最多的是：首页（[\d,]+ 次）、数据资源/ })).toBeInTheDocument();
    // A pointer over the trend shows the day's four counts (the tooltip's content is built without inline styles).
    const trend = canvas.getByRole('img', { name: /^每日趋势折线图/ });
    const drawing = trend.querySelector('canvas')!;
    const box = drawing.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, pointerType: 'mouse', isPrimary: true };
    await waitFor(() => {
      drawing.dispatchEvent(new PointerEvent('pointermove', at));
      expect(trend.querySelector('.g2-tooltip')).toBeVisible();
    });
    const lines = [...trend.querySelectorAll('.g2-tooltip-list-item')].map((line) => line.textContent);
    // In G2's order (largest first here): 页面浏览, 详情浏览, 搜索, 下载.
    await expect(lines.map((line) => line?.replace(/[\d,]+$/, ''))).toEqual(['页面浏览', '详情浏览', '搜索', '下载']);
    await expect(trend.querySelector('.g2-tooltip-title')?.textContent).toMatch(/^2026-11-\d\d$/);
    drawing.dispatchEvent(new PointerEvent('pointerleave', { ...at, clientX: 0, clientY: 0 }));
    // The tables under them hold the same numbers.
    const days = rowsOf(canvas.getByRole('table', { name: '每日数据' }));
    await expect(days).toHaveLength(30);
    const first = REPORT.daily[0]!;
    await expect(cellsOf(days[0]!)).toEqual(['2026-11-01', count(first.pageViews), count(first.detailViews), count(first.downloads), count(first.searches)]);
    const pages = rowsOf(canvas.getByRole('table', { name: '页面浏览' }));
    await expect(cellsOf(pages[1]!)).toEqual(['数据资源', '/dataResource', count(REPORT.pages[1]!.views)]);
    const details = rowsOf(canvas.getByRole('table', { name: '热门详情' }));
    await expect(cellsOf(details[2]!)).toEqual(['数据产品', '普惠金融企业画像服务', count(REPORT.details[2]!.views)]);
    const downloads = rowsOf(canvas.getByRole('table', { name: '下载排行' }));
    await expect(cellsOf(downloads[1]!)).toEqual(['数据领域入驻申请表.docx', '入驻申请模板', count(REPORT.downloads[1]!.downloads)]);
    const searches = rowsOf(canvas.getByRole('table', { name: '热门检索' }));
    await expect(cellsOf(searches[2]!)).toEqual(['充电桩', count(REPORT.searches[2]!.searches), '3.3']);
    const misses = rowsOf(canvas.getByRole('table', { name: '无结果检索' }));
    await expect(cellsOf(misses[1]!)[0]).toBe('-国土空间规划');
    // The funnel: each stage's count and share of the applications; the medians in hours, or days from 48 h.
    const stages = rowsOf(canvas.getByRole('table', { name: '各阶段数量' }));
    await expect(stages.map(cellsOf)).toEqual([
      ['提交申请', '42', '100.0%'],
      ['完成初审', '35', '83.3%'],
      ['进入终审', '27', '64.3%'],
      ['审核通过', '21', '50.0%'],
      ['审核驳回', '5', '11.9%'],
    ]);
    const medians = rowsOf(canvas.getByRole('table', { name: '各阶段用时（中位数）' }));
    await expect(medians.map(cellsOf)).toEqual([
      ['初审', '30.5 小时', '35'],
      ['终审', '2.6 天', '26'],
      ['全流程', '4.2 天', '26'],
    ]);
    await expect(canvas.getAllByRole('button', { name: /^导出 CSV：/ })).toHaveLength(8);
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: analyticsHandlers.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: '正在加载运营数据' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: '汇总指标' })).toBeNull();
    // The filters are there while the report loads.
    await expect(canvas.getByRole('combobox', { name: '站点' })).toBeVisible();
  },
};

/** The report failed: the server's reason and 重新加载, which asks again. */
export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: analyticsHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('运营数据加载失败')).toBeVisible();
    await expect(canvas.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(analyticsServer.queries).toHaveLength(2));
    await expect(await canvas.findByText('运营数据加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A range with no use at all: zeros, and each section says it has nothing (no chart, no export). */
export const EmptyRange: Story = {
  name: '区间内无数据',
  parameters: { msw: { handlers: analyticsHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole('list', { name: '汇总指标' });
    for (const item of within(totals).getAllByRole('listitem')) await expect(item).toHaveTextContent(/0$/);
    for (const text of [
      '该区间内暂无访问数据',
      '该区间内暂无页面浏览',
      '该区间内暂无详情浏览',
      '该区间内暂无下载',
      '该区间内暂无检索',
      '该区间内没有无结果的检索',
      '该区间内暂无入驻申请',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.queryByRole('img', { name: /图/ })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /导出 CSV/ })).toBeNull();
  },
};

/** 站点 with the keyboard: the site goes to the server and into the URL (the range stays); the report is that site's. */
export const SiteFilter: Story = {
  name: '按站点筛选',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('统计区间：2026-11-01 至 2026-11-30 · 全部站点');
    // Typed to filter the sites, then the one left is picked (rc-select reads Enter from `which`,
    // which the test's synthetic keyboard leaves 0, so the option is clicked once it is shown).
    await userEvent.click(canvas.getByRole('combobox', { name: '站点' }));
    await userEvent.keyboard('南京');
    const option = await within(canvasElement.ownerDocument.body).findByTitle('南京市公共数据授权运营平台');
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.click(option);
    await waitFor(() => expect(analyticsServer.queries.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', site: 'nj' }));
    await expect(locationOf(canvasElement)).toHaveTextContent(`${NOVEMBER}&site=nj`);
    await expect(await canvas.findByText('统计区间：2026-11-01 至 2026-11-30 · 南京市公共数据授权运营平台')).toBeVisible();
    const nanjing = analyticsReport({ ...FIXTURE_RANGE, site: 'nj', scale: SITE_SCALE });
    const totals = canvas.getByRole('list', { name: '汇总指标' });
    await waitFor(() => expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent(`页面浏览${count(nanjing.totals.pageViews)}`));
    await expect(analyticsServer.queries).toHaveLength(2);
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 近7天: the last seven Beijing days up to today, in the URL and in the request; the site stays. */
export const QuickRange: Story = {
  name: '快捷区间',
  parameters: at(`${NOVEMBER}&site=wx`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('统计区间：2026-11-01 至 2026-11-30 · 无锡市公共数据授权运营平台');
    const today = beijingToday();
    const from = addDays(today, -6);
    await userEvent.click(canvas.getByText('近7天')); // The radio button's label (its input takes no pointer).
    await waitFor(() => expect(analyticsServer.queries.at(-1)).toEqual({ from, to: today, site: 'wx' }));
    await expect(locationOf(canvasElement)).toHaveTextContent(`/workspace/analytics?from=${from}&to=${today}&site=wx`);
    await expect(canvas.getByRole('radio', { name: '近7天' })).toBeChecked();
    await expect(canvas.getByLabelText('开始日期')).toHaveValue(from);
    await expect(await canvas.findByText(`统计区间：${from} 至 ${today} · 无锡市公共数据授权运营平台`)).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A range the report cannot cover is refused before anything is asked: from the URL, then from the form; a valid one goes. */
export const InvalidRange: Story = {
  name: '统计区间无效',
  parameters: at('/workspace/analytics?from=2026-11-30&to=2026-11-01'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('统计区间无效：开始日期不能晚于结束日期')).toBeVisible();
    await expect(canvas.getByLabelText('开始日期')).toHaveValue('2026-11-30');
    const from = canvas.getByLabelText('开始日期');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('统计区间不能超过366天')).toHaveAttribute('role', 'alert');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(locationOf(canvasElement)).toHaveTextContent('/workspace/analytics?from=2026-11-30&to=2026-11-01');
    await expect(analyticsServer.queries).toEqual([]);
    const to = canvas.getByLabelText('结束日期');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-03-31');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(analyticsServer.queries).toEqual([{ from: '2025-01-01', to: '2025-03-31' }]));
    await expect(locationOf(canvasElement)).toHaveTextContent('/workspace/analytics?from=2025-01-01&to=2025-03-31');
    await expect(await canvas.findByText('统计区间：2025-01-01 至 2025-03-31 · 全部站点')).toBeVisible();
    await expect(canvas.queryByText(/统计区间无效/)).toBeNull();
  },
};

/** 导出 CSV: the table's rows as a UTF-8 file with a BOM, every field quoted, quotes doubled, formulas made text. */
export const CsvExport: Story = {
  name: '导出 CSV',
  parameters: at(`${NOVEMBER}&site=nj`),
  beforeEach: () => savedFiles.capture(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nanjing = analyticsReport({ ...FIXTURE_RANGE, site: 'nj', scale: SITE_SCALE });
    await userEvent.click(await canvas.findByRole('button', { name: '导出 CSV：无结果检索' }));
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV：热门检索' }));
    await waitFor(() =>
      expect(savedFiles.files.map((file) => file.name)).toEqual(['无结果检索-南京-2026-11-01至2026-11-30.csv', '热门检索-南京-2026-11-01至2026-11-30.csv']),
    );
    const misses = await fileText(savedFiles.files[0]!.blob);
    await expect(misses.bom).toBe(true);
    await expect(savedFiles.files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    await expect(misses.text).toBe(
      ['"检索词","次数"', ...nanjing.zeroResults.map((row) => `"${row.query.startsWith('-') ? `'${row.query}` : row.query}","${row.searches}"`), ''].join(
        '\r\n',
      ),
    );
    await expect(misses.text).toContain(`"'-国土空间规划"`);
    const searches = await fileText(savedFiles.files[1]!.blob);
    await expect(searches.text.split('\r\n')[0]).toBe('"检索词","次数","平均结果数"');
    await expect(searches.text).toContain(`"""公积金"" 提取","${nanjing.searches[3]!.searches}","6.5"`);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('已导出 热门检索-南京-2026-11-01至2026-11-30.csv')).toBeVisible());
    await motionSettled(canvasElement.ownerDocument);
  },
};
