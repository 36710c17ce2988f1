import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { resourceQueries } from '../api/resource-queries';
import { RESOURCE_DETAIL, resourceDelivery } from '../testing/fixtures';
import { SeededQueryClient } from '../testing/seeded-query-client';
import { ResourceDetailPage } from './resource-detail-page';

const meta = {
  title: 'feature-data-resource/ResourceDetailPage',
  component: ResourceDetailPage,
  parameters: { router: { initialEntries: [{ pathname: '/dataResource/detail/res_0001', state: { fromList: '?domain=traffic' } }] } },
  decorators: [
    (Story) => (
      <SeededQueryClient
        seed={[
          [resourceQueries.detail('res_0001').queryKey, RESOURCE_DETAIL],
          [resourceQueries.delivery('res_0001').queryKey, resourceDelivery('authorized')],
        ]}
      >
        <div style={{ padding: 16 }}>
          <Routes>
            <Route path="/dataResource/detail/:id" element={<Story />} />
          </Routes>
        </div>
      </SeededQueryClient>
    ),
  ],
} satisfies Meta<typeof ResourceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '详情页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '南京市公共交通线路信息' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '字段信息表' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /返回数据资源列表/ })).toHaveAttribute('href', '/dataResource?domain=traffic');
  },
};
