import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '../testing/motion';
import { ActionBar } from './action-bar';

const failureOf = (error: unknown) => ({ text: error instanceof Error ? error.message : '操作未生效', conflict: false });

const meta = {
  title: 'ui-kit/工作台/ActionBar',
  component: ActionBar,
  args: {
    failureOf,
    conflictTitle: '操作未生效',
    actions: [
      { key: 'edit', label: '修改', to: '/workspace/domain/apply?id=app_0001' },
      { key: 'submit', label: '提交', kind: 'primary', run: fn(() => Promise.resolve()), done: '申请已提交' },
      {
        key: 'withdraw',
        label: '撤回',
        kind: 'danger',
        run: fn(() => Promise.resolve()),
        done: '申请已撤回',
        confirm: { title: '确定撤回该入驻申请吗？', content: '撤回后本次申请不再进入审核，可重新发起申请。', okText: '撤回', cancelText: '取消' },
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6: a draft's actions — 修改 (a link to the form), 提交, and 撤回 which asks first. */
export const Draft: Story = {
  name: '草稿可做的操作',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '修改' })).toHaveAttribute('href', '/workspace/domain/apply?id=app_0001');
    await userEvent.click(canvas.getByRole('button', { name: '撤回' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await expect(body.getAllByText('确定撤回该入驻申请吗？').length).toBeGreaterThan(0);
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A refused change (the server's message) shows above the buttons. */
export const Refused: Story = {
  name: '操作被拒',
  args: {
    actions: [{ key: 'submit', label: '提交', kind: 'primary', run: fn(() => Promise.reject(new Error('申请状态已变化，不能提交'))), done: '申请已提交' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('申请状态已变化，不能提交');
    await motionSettled(canvasElement.ownerDocument);
  },
};
