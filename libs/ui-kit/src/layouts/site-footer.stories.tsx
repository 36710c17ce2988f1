import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROVINCE } from '@portal/site-config';
import { expect, within } from 'storybook/test';
import { useSite } from '../theme/site-context';
import { SiteFooter } from './site-footer';

/** The footer of the site chosen in the toolbar. */
function CurrentSiteFooter() {
  return <SiteFooter site={useSite()} />;
}

const meta = {
  title: 'ui-kit/布局/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    site: { nameZh: PROVINCE.nameZh, footer: { organizer: '江苏省数据局' }, features: ['about', 'richTextCenter'] },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Province: Story = {
  name: '省级站点',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '关于平台' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: '隐私政策声明' })).toHaveAttribute('href', '/richTextCenter');
    await expect(canvas.getByText('主办单位：江苏省数据局')).toBeVisible();
    await expect(canvas.getByText(`© ${new Date().getFullYear()} ${PROVINCE.nameZh}`)).toBeVisible();
  },
};

export const WithIcp: Story = {
  name: '带备案号',
  args: {
    site: {
      nameZh: PROVINCE.nameZh,
      footer: { organizer: '江苏省数据局', icp: '苏ICP备XXXXXXXX号' },
      features: ['about', 'richTextCenter'],
    },
  },
};

export const CityWithoutPages: Story = {
  name: '城市站点（未开通页面）',
  args: { site: { nameZh: '南京市公共数据授权运营平台', footer: { organizer: '南京市数据局' }, features: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const CurrentSite: Story = {
  name: '当前站点（随工具栏切换）',
  render: () => <CurrentSiteFooter />,
};
