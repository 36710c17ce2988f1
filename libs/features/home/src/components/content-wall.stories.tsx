import type { Meta, StoryObj } from '@storybook/react-vite';
import { HANDLER_ATTRIBUTE, XSS_PAYLOADS } from '@portal/util/testing';
import { xssSettled } from '@portal/util/testing/xss-settled';
import { expect, userEvent, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import type { WallBlock } from '@portal/api-contract';
import { WALL } from '../testing/fixtures';
import { ContentWall } from './content-wall';

const block = <T extends WallBlock['type']>(type: T) =>
  WALL.blocks.filter((candidate): candidate is Extract<WallBlock, { type: T }> => candidate.type === type);

const meta = {
  title: 'feature-home/ContentWall',
  component: ContentWall,
  args: { blocks: WALL.blocks },
  decorators: [framed()],
} satisfies Meta<typeof ContentWall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBlocks: Story = {
  name: '全部区块',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '快捷入口' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /江苏政务服务网/ })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Issue 5 /home: the banner answers the buttons and the arrow keys; issue 19: it is a live region once the visitor is in it. */
export const Banner: Story = {
  name: '轮播',
  args: { blocks: block('banner') },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '平台要闻' });
    const banner = within(region);
    // Issue 19: the first slide appearing is not read out; once the visitor is in the carousel, a change is.
    const slides = region.querySelector('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await userEvent.click(banner.getByRole('button', { name: '下一张' }));
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await expect(banner.getByRole('heading', { name: '2026年公共数据开发利用大赛报名启动' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(banner.getByRole('heading', { name: '数据产品目录持续更新' })).toBeVisible();
    // Alt+← belongs to the browser (Back): the slide stays.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(banner.getByRole('heading', { name: '数据产品目录持续更新' })).toBeVisible();
  },
};

/** Spec §5: statistics with comma thousands separators. */
export const Stats: Story = {
  name: '统计',
  args: { blocks: block('stats') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,345')).toBeVisible();
  },
};

/** Featured resources and products; the latest news next to the latest policies. */
export const FeaturedAndLatest: Story = {
  name: '推荐与最新',
  args: { blocks: [...block('featured'), ...block('latest')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '南京市公共交通线路信息' })).toHaveAttribute('href', '/dataResource/detail/res_0001');
    await expect(within(canvas.getByRole('region', { name: '政策资讯' })).getByText('2026-07-01')).toBeVisible();
  },
};

export const EmptyBlocks: Story = {
  name: '区块无内容',
  args: {
    blocks: [
      { ...block('featured')[0]!, items: [] },
      { ...block('latest')[0]!, items: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无推荐内容')).toBeVisible();
    await expect(within(canvasElement).getByText('暂无最新内容')).toBeVisible();
  },
};

/** Issue 5: hostile payloads in a rich-text block render inert in real Chromium. */
export const HostileRichText: Story = {
  name: '富文本',
  args: { blocks: [{ type: 'richText', id: 'xss', title: '平台公告', html: XSS_PAYLOADS.map((payload) => `<div>${payload}</div>`).join('') }] },
  play: async ({ canvasElement }) => {
    const probe = window as unknown as { __xss?: unknown };
    delete probe.__xss;
    // Every image error or autofocus handler that survived has had its chance to run.
    await xssSettled(canvasElement);
    await expect(probe.__xss).toBeUndefined();
    const elements = [...canvasElement.querySelectorAll('.portal-rich-text *')];
    await expect(elements.flatMap((element) => element.getAttributeNames().filter((name) => HANDLER_ATTRIBUTE.test(name)))).toEqual([]);
    await expect(canvasElement.querySelector('.portal-rich-text script')).toBeNull();
  },
};
