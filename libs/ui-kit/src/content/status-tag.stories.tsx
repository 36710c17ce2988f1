import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlainFlex } from '../plain/layout';
import { StatusTag, type StatusTone } from './status-tag';

const TONES: Array<[StatusTone, string]> = [
  ['neutral', '草稿'],
  ['info', '待初审'],
  ['progress', '待终审'],
  ['success', '已通过'],
  ['danger', '已驳回'],
  ['warning', '退回修改'],
];

const meta = {
  title: 'ui-kit/内容/StatusTag',
  component: StatusTag,
  parameters: { router: false },
  args: { tone: 'neutral', children: '草稿' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone the statuses of applications, announcements and calls use; axe checks each one's contrast. */
export const AllTones: Story = {
  name: '全部色调',
  render: () => (
    <PlainFlex wrap gap={8} style={{ padding: 16 }}>
      {TONES.map(([tone, label]) => (
        <StatusTag key={tone} tone={tone}>
          {label}
        </StatusTag>
      ))}
    </PlainFlex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = TONES.map(([, label]) => getComputedStyle(canvas.getByText(label)).backgroundColor);
    // Six tones, six distinct backgrounds.
    await expect(new Set(colours).size).toBe(TONES.length);
    // Dark text on antd's light tint of the same colour; axe checks each pair's contrast.
    const texts = TONES.map(([, label]) => getComputedStyle(canvas.getByText(label)).color);
    await expect(texts).toEqual(['rgb(89, 89, 89)', 'rgb(9, 88, 217)', 'rgb(0, 62, 179)', 'rgb(35, 120, 4)', 'rgb(168, 7, 26)', 'rgb(173, 78, 0)']);
  },
};
