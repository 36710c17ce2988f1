import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, listStateStories } from '@portal/ui-kit/stories';
import { policySummary } from '../testing/fixtures';
import { PolicyList } from './policy-list';

const meta = {
  title: 'feature-policy/PolicyList',
  component: PolicyList,
  parameters: { router: { initialEntries: ['/policy'] } },
  args: {
    loading: false,
    linkTo: (id: string) => ({ to: `/policy?id=${id}` }),
    items: [
      policySummary(1),
      policySummary(2, {
        level: 'national',
        title: '中共中央 国务院关于构建数据基础制度更好发挥数据要素作用的意见',
        issuer: '中共中央 国务院',
        docNumber: '中发〔2022〕32号',
      }),
      policySummary(3, { level: 'municipal', title: '南京市公共数据管理办法', issuer: '南京市人民政府', docNumber: '宁政发〔2024〕8号' }),
    ],
  },
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof PolicyList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ loading: '正在加载政策', empty: '暂无符合条件的政策', failed: '政策加载失败' });

/** Issue 5 §2 /policy rows: level, title (opens /policy?id=…), issuer, number, date. */
export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '南京市公共数据管理办法' })).toHaveAttribute('href', '/policy?id=pol_0003');
    await expect(canvas.getByText('国家级')).toBeVisible();
    await expect(canvas.getByText('中发〔2022〕32号')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
