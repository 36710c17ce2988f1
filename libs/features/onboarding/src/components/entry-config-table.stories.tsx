import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { entryHandlers } from '../testing/story-handlers';
import { EntryConfigTable } from './entry-config-table';

const meta = {
  title: 'feature-onboarding/EntryConfigTable',
  component: EntryConfigTable,
  parameters: { router: { initialEntries: ['/workspace/domain/finalReview?tab=entry'] }, msw: { handlers: entryHandlers.loaded } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntryConfigTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6 entry config (spec §7): every domain with its switch; opening a closed one shows the server's answer. */
export const Loaded: Story = {
  name: '入驻配置',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: '数据领域入驻配置' }));
    await expect(region.getByRole('switch', { name: '交通运输开放申请' })).toBeChecked();
    await expect(region.getByRole('button', { name: '删除普惠金融的入驻配置' })).toBeDisabled();
    await expect(region.getByText('2 个')).toBeVisible();
    await userEvent.click(region.getByRole('switch', { name: '医疗健康开放申请' }));
    await waitFor(() => expect(region.getByRole('switch', { name: '医疗健康开放申请' })).toBeChecked());
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Spec §8: no toast for /primary/entry-config/status; the refusal is shown above the table. */
export const Refused: Story = {
  name: '修改被拒',
  parameters: { msw: { handlers: entryHandlers.refused } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: '交通运输开放申请' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('无权修改该领域的入驻配置');
    await expect(canvas.getByRole('switch', { name: '交通运输开放申请' })).toBeChecked();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: entryHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载入驻配置' })).toBeInTheDocument();
  },
};

export const EmptyList: Story = {
  name: '无数据领域',
  parameters: { msw: { handlers: entryHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据领域')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: entryHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('入驻配置加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
