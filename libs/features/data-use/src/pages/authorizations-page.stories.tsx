import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { authorizationHandlers } from '../testing/story-handlers';
import { AuthorizationsPage } from './authorizations-page';

const meta = {
  title: 'feature-data-use/AuthorizationsPage',
  component: AuthorizationsPage,
  parameters: { router: { initialEntries: ['/workspace/data-use/authorizations'] }, msw: { handlers: authorizationHandlers.list } },
  decorators: [framed()],
} satisfies Meta<typeof AuthorizationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 授权管理: every authorization — use of the quota, state, key prefix; a revoked one with its reason. */
export const List: Story = {
  name: '授权列表',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: '数据使用授权列表' }));
    await expect(await table.findByText('南京智慧交通科技有限公司')).toBeVisible();
    await expect(table.getByText('ak_Q2xvdWQ…')).toBeVisible();
    await expect(table.getByText('超范围使用数据')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 撤销 asks for a reason first (required, the contract's rule), starting at it. */
export const Revoke: Story = {
  name: '撤销需填写原因',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click((await canvas.findAllByRole('button', { name: '撤销（南京市公共交通线路信息）' }))[0]!);
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('撤销原因')).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: '撤销授权' }));
    await expect(await dialog.findByText('请填写撤销原因')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('撤销原因'), '超范围使用数据');
    await userEvent.click(dialog.getByRole('button', { name: '撤销授权' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Empty: Story = {
  name: '暂无授权',
  parameters: { msw: { handlers: authorizationHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无授权')).toBeVisible();
  },
};
