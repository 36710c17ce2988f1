import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, listStateStories } from '@portal/ui-kit/stories';
import { resourceSummary } from '../testing/fixtures';
import { ResourceList } from './resource-list';

const meta = {
  title: 'feature-data-resource/ResourceList',
  component: ResourceList,
  parameters: { router: { initialEntries: ['/dataResource'] } },
  args: {
    loading: false,
    fromList: '?domain=traffic',
    items: [
      resourceSummary(1),
      resourceSummary(2, {
        name: '江苏省二级以上医院名录',
        domain: { id: 'health', name: '医疗健康' },
        department: { id: 'wjw', name: '江苏省卫生健康委员会' },
        openType: 'conditional',
        formats: ['XLSX', 'API'],
        recordCount: 1_042,
      }),
      resourceSummary(3, {
        name: '江苏省气象站逐小时观测数据',
        domain: { id: 'weather', name: '气象' },
        department: { id: 'qxj', name: '江苏省气象局' },
        openType: 'closed',
        formats: ['API'],
        recordCount: 98_765_432,
      }),
    ],
  },
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof ResourceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ loading: '正在加载数据资源', empty: '暂无符合条件的数据资源', failed: '数据资源加载失败' });

export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '江苏省二级以上医院名录' })).toHaveAttribute('href', '/dataResource/detail/res_0002');
    await expect(canvas.getByText('98,765,432 条')).toBeVisible();
    // Issue 19 (Orca pass): a card's tag, facts and formats read with pauses between them, not as one run.
    const card = canvas.getByRole('link', { name: '江苏省二级以上医院名录' }).closest('.resource-card') as HTMLElement;
    await expect(card).toHaveTextContent(/有条件开放，资源代码：/);
    await expect(card).toHaveTextContent(/，数据格式：XLSX，API$/);
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
