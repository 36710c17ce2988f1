import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROVINCE } from '@portal/site-config';
import { expect, userEvent, within } from 'storybook/test';
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
    await expect(canvas.getByText('江苏省数据局').parentElement).toHaveTextContent('主办单位：江苏省数据局');
    await expect(canvas.getByText(`© ${new Date().getFullYear()} ${PROVINCE.nameZh}`)).toBeVisible();
  },
};

export const Government: Story = {
  name: '政府网站标识（备案号、找错、网站地图、联系方式、市级平台）',
  args: {
    site: {
      kind: 'province',
      nameZh: PROVINCE.nameZh,
      footer: {
        organizer: '江苏省数据局',
        undertaker: '江苏省大数据管理中心',
        siteCode: '3200000147',
        icp: '苏ICP备2025061237号-1',
        police: '苏公网安备32010202011520号',
        errorReportUrl: 'https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=3200000147',
        accessibilityUrl: '/about',
        ageFriendly: true,
      },
      contact: { phone: '12345', email: 'sjyy@jsdata.gov.cn', hours: '工作日 9:00–17:30' },
      features: ['home', 'about', 'richTextCenter'],
    },
  },
  play: async ({ canvasElement }) => {
    // Issue 21 §14: what a government site carries, each from the registry.
    const canvas = within(canvasElement);
    // A value is its own element (the site record's words are marked Chinese, issue 19) inside its labelled line.
    const line = (value: string) => canvas.getByText(value).parentElement;
    await expect(line('江苏省大数据管理中心')).toHaveTextContent('承办单位：江苏省大数据管理中心');
    await expect(canvas.getByText('网站标识码：3200000147')).toBeVisible();
    await expect(line('12345')).toHaveTextContent('服务热线：12345');
    await expect(line('sjyy@jsdata.gov.cn')).toHaveTextContent('电子邮箱：sjyy@jsdata.gov.cn');
    await expect(canvas.getByText('工作日 9:00–17:30')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('link', { name: '网站地图' })).toHaveAttribute('href', '/siteMap');
    await expect(canvas.getByRole('link', { name: '无障碍浏览' })).toHaveAttribute('href', '/about');
    // Links leaving the site open a new window, say so, and give the new page no opener.
    const jiucuo = canvas.getByRole('link', { name: /政府网站找错/ });
    await expect(jiucuo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(jiucuo).toHaveAccessibleName(/^政府网站找错\s?（在新窗口打开）$/);
    await expect(canvas.getByRole('link', { name: /苏ICP备2025061237号-1/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(canvas.getByRole('link', { name: /苏公网安备32010202011520号/ })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=32010202011520',
    );
    // The age-friendly mode is a toggle that says whether it is on.
    const reading = canvas.getByRole('button', { name: /长辈模式/ });
    await expect(reading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reading);
    await expect(reading).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(reading);
    await expect(reading).toHaveAttribute('aria-pressed', 'false');
    // The province links to its 13 city sites.
    await expect(within(canvas.getByRole('navigation', { name: '市级平台' })).getAllByRole('link')).toHaveLength(13);
  },
};

export const CityWithoutPages: Story = {
  name: '城市站点（未开通页面）',
  args: { site: { nameZh: '南京市公共数据授权运营平台', footer: { organizer: '南京市数据局' }, features: [] } },
  play: async ({ canvasElement }) => {
    // Nothing the record does not name: no page links, no record numbers, no city list.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByText(/网站标识码|服务热线|ICP/)).toBeNull();
  },
};

export const CurrentSite: Story = {
  name: '当前站点（随工具栏切换）',
  render: () => <CurrentSiteFooter />,
};
