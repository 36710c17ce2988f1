import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_DIRECTORY } from '@portal/site-config';
import { expect, within } from 'storybook/test';
import { PrefetchLink } from '../navigation/prefetch';
import { ServiceUnavailablePage } from '../pages/status-pages';
import { CityLayout } from './layouts';

const nanjing = CITY_DIRECTORY.find((city) => city.code === 'nj') ?? CITY_DIRECTORY[0]!;

const meta = {
  title: 'ui-kit/布局/CityLayout',
  component: CityLayout,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/nj'] } },
  argTypes: { children: { control: false }, headerExtra: { control: false } },
  args: {
    city: nanjing,
    children: <ServiceUnavailablePage regionName={`${nanjing.regionZh}市`} action={<PrefetchLink to="/home">返回江苏省公共数据授权运营平台</PrefetchLink>} />,
  },
} satisfies Meta<typeof CityLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '城市页面（省级站点内）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent(nanjing.nameZh);
    // City pages have no feature menu.
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('服务暂未开通');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('服务暂未开通');
    // Issue 21 §7: the city's own frame — its title leads to its own page, its sponsor is in the footer.
    await expect(canvas.getByRole('link', { name: `${nanjing.nameZh}首页` })).toHaveAttribute('href', '/nj');
    await expect(canvas.getByText('南京市数据局').parentElement).toHaveTextContent('主办单位：南京市数据局');
  },
};

export const CurrentSite: Story = {
  name: '当前站点（随工具栏切换）',
  args: { city: undefined },
};
