import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { ISSUED_KEY, authorization } from '../testing/fixtures';
import { KeyModal } from './key-modal';

const meta = {
  title: 'feature-data-use/KeyModal',
  component: KeyModal,
  args: { shown: { key: ISSUED_KEY, authorization: authorization() }, onClose: fn() },
} satisfies Meta<typeof KeyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22: a new key shown once — selected and ready to copy, the warning, the header and a curl example. */
export const Shown: Story = {
  name: '新密钥（仅显示一次）',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const input = dialog.getByLabelText('应用密钥（app key）');
    await expect(input).toHaveValue(ISSUED_KEY);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(dialog.getByText('密钥仅显示一次，请立即妥善保存')).toBeVisible();
    await expect(dialog.getByRole('region', { name: '调用示例（curl，含本次密钥）' })).toHaveTextContent(`X-App-Key: ${ISSUED_KEY}`);
    await motionSettled(canvasElement.ownerDocument);
    await userEvent.click(dialog.getByRole('button', { name: '我已保存，关闭' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
