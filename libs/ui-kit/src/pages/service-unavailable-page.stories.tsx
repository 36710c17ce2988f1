import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrefetchLink } from '../navigation/prefetch';
import { ServiceUnavailablePage } from './status-pages';

const meta = {
  title: 'ui-kit/状态页/ServiceUnavailablePage',
  component: ServiceUnavailablePage,
  argTypes: { action: { control: false } },
} satisfies Meta<typeof ServiceUnavailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CitySite: Story = {
  name: '城市站点未开通',
  args: {
    regionName: '南京市',
    action: <PrefetchLink to="/home">前往江苏省公共数据授权运营平台</PrefetchLink>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('服务暂未开通')).toBeVisible();
    await expect(canvas.getByText('南京市的此项服务暂未开通，敬请期待。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往江苏省公共数据授权运营平台' })).toHaveAttribute('href', '/home');
  },
};

export const WithoutRegion: Story = {
  name: '未指定地区',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('本站的此项服务暂未开通，敬请期待。')).toBeVisible();
  },
};
