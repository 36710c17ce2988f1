import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { framed } from '@portal/ui-kit/stories';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { searchData, searchHit } from '../testing/fixtures';
import { SearchPage } from './search-page';

const SEARCH = anyOrigin('/web/search');
const results = (query: URLSearchParams) => {
  const q = query.get('q') ?? '';
  const type = query.get('type');
  const hits = [searchHit('resource', 1, q), searchHit('product', 2, q), searchHit('news', 3, q), searchHit('policy', 4, q)].filter(
    (hit) => !type || hit.type === type,
  );
  return ok(searchData(q, hits, { resource: 1204, product: 37, news: 12, policy: 6 }));
};

const meta = {
  title: 'feature-search/SearchPage',
  component: SearchPage,
  parameters: {
    router: { initialEntries: ['/search?q=%E4%BA%A4%E9%80%9A'] },
    msw: { handlers: [http.get(SEARCH, ({ request }) => results(new URL(request.url).searchParams))] },
  },
  decorators: [framed()],
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  name: '搜索结果',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('“交通”共找到 1,259 条结果')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '数据资源（1,204）' })).toBeVisible();
    const region = canvas.getByRole('region', { name: '搜索结果' });
    await expect(region.querySelectorAll('mark').length).toBe(8);
    await userEvent.click(canvas.getByRole('tab', { name: '政策资讯（6）' }));
    await expect(await canvas.findByRole('link', { name: '南京市交通出行数据4' })).toHaveAttribute('href', '/policy?id=policy_4');
    // The new tab's results fade in; axe measures contrast on the settled page.
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: [http.get(SEARCH, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('正在搜索')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoResults: Story = {
  name: '无结果',
  parameters: {
    router: { initialEntries: ['/search?q=%E9%87%8F%E5%AD%90'] },
    msw: { handlers: [http.get(SEARCH, () => ok(searchData('量子', [], {})))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('未找到与“量子”相关的内容')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '搜索失败',
  parameters: { msw: { handlers: [http.get(SEARCH, () => failure(5000, '服务繁忙'))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('搜索服务暂时不可用')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新搜索' })).toBeEnabled();
  },
};

export const NoQuery: Story = {
  name: '未输入关键词',
  parameters: { router: { initialEntries: ['/search'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请输入关键词开始搜索')).toBeVisible();
  },
};

const notices = (canvasElement: HTMLElement) => within(canvasElement).findByRole('status', { name: '搜索提示' });

/** Issue 16: the typed query found little; a likely intended one is offered above its results. */
export const Suggestion: Story = {
  name: '您是不是要找',
  parameters: {
    router: { initialEntries: ['/search?q=%E6%B0%94%E5%83%8F'] },
    msw: { handlers: [http.get(SEARCH, () => ok(searchData('气像', [searchHit('news', 1, '气像')], { news: 1 }, { suggestion: '气象' })))] },
  },
  play: async ({ canvasElement }) => {
    const region = await notices(canvasElement);
    await expect(await within(region).findByRole('link', { name: '气象' })).toHaveAttribute('href', '/search?q=%E6%B0%94%E8%B1%A1');
    await expect(region).toHaveTextContent('您是不是要找：气象');
  },
};

/** Issue 16: the typed query found nothing, so these are the suggestion's results; 仍然搜索 searches it as typed. */
export const Corrected: Story = {
  name: '已按建议词搜索',
  parameters: {
    router: { initialEntries: ['/search?q=%E5%85%AC%E5%9F%BA%E9%87%91'] },
    msw: {
      handlers: [
        http.get(SEARCH, () =>
          ok(
            searchData(
              '公基金',
              [searchHit('policy', 1, '公积金'), searchHit('news', 2, '公积金')],
              { policy: 6, news: 3 },
              { suggestion: '公积金', corrected: true },
            ),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = await notices(canvasElement);
    const link = await within(region).findByRole('link', { name: '公基金' });
    await expect(link).toHaveAttribute('href', '/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&verbatim=1');
    await expect(region).toHaveTextContent('以下为「公积金」的搜索结果。仍然搜索：公基金');
    await expect(within(canvasElement).getByText('“公积金”共找到 9 条结果')).toBeVisible();
  },
};

/** Issue 16: no item has every word; the best partial matches follow the notice. */
export const Partial: Story = {
  name: '部分匹配',
  parameters: {
    router: { initialEntries: ['/search?q=%E5%8D%97%E4%BA%AC%20%E5%85%AC%E4%BA%A4%20%E5%AE%9E%E6%97%B6'] },
    msw: {
      handlers: [
        http.get(SEARCH, () =>
          ok(
            searchData('南京 公交 实时', [searchHit('resource', 1, '公交'), searchHit('product', 2, '南京')], { resource: 14, product: 2 }, { partial: true }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = await notices(canvasElement);
    await expect(await within(region).findByText('没有同时包含全部关键词的结果，以下为部分匹配的结果。')).toBeVisible();
  },
};
