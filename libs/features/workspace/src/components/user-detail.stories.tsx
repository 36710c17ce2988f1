import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { UserDetailPage } from '../pages/user-detail-page';
import { userHandlers } from '../testing/story-handlers';
import { expectNoSidewaysScroll, narrowFrame } from '../testing/story-frames';
import { UserDetail } from './user-detail';

const meta = {
  title: 'feature-workspace/UserDetail',
  component: UserDetail,
  args: { source: { view: 'mine' } },
  parameters: { router: { initialEntries: ['/workspace/user/detail'] }, msw: { handlers: userHandlers.mine } },
  decorators: [framed()],
} satisfies Meta<typeof UserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 user/detail as the corporation: profile, latest contact and its accounts. */
export const Corporation: Story = {
  name: '本单位详情',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = within(await canvas.findByRole('region', { name: '单位信息' }));
    await expect(profile.getByText('91320104MA1WCR832Q')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '联系人信息' })).getByRole('link', { name: '交通运输' })).toHaveAttribute(
      'href',
      '/workspace/domain/detail?id=app_0001',
    );
    await expect(canvas.getByText('139****5678')).toBeVisible();
    await expect(canvas.getByText('停用')).toBeVisible();
  },
};

/** Staff open a corporation account by ?userId= (POST /primary/user/detail). */
export const Staff: Story = {
  name: '工作人员查看',
  args: { source: { view: 'staff', userId: 'usr_corp_njtraffic' } },
  parameters: { router: { initialEntries: ['/workspace/user/detail?userId=usr_corp_njtraffic'] }, msw: { handlers: userHandlers.staff } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '单位账号表' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '无联系人与账号',
  parameters: { msw: { handlers: userHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无联系人信息（该单位尚未提交入驻申请）')).toBeVisible();
    await expect(canvas.getByText('暂无账号')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: userHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载用户详情' })).toBeInTheDocument();
  },
};

/** §8: a reviewer asking about a corporation outside their domains is refused; the reason shows with 重新加载. */
export const Forbidden: Story = {
  name: '无权查看',
  args: { source: { view: 'staff', userId: 'usr_corp_other' } },
  parameters: { msw: { handlers: userHandlers.forbidden } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('用户详情加载失败')).toBeVisible();
    await expect(canvas.getByText('无权访问')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重新加载/ })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** The page as staff open it without ?userId= (no AuthState in Storybook: not a corporation). */
export const MissingUser: Story = {
  name: '缺少用户编号',
  render: () => <UserDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请选择要查看的用户')).toBeVisible();
  },
};

/** 375 px: the account table scrolls inside its region, never the page. */
export const Narrow: Story = {
  name: '窄屏 375 px',
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: '单位账号表' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Issue 17: an admin with the user-management right sees sign-ins and disables the user with a reason. */
export const Manager: Story = {
  name: '管理员查看与停用用户',
  args: { source: { view: 'staff', userId: 'usr_corp_njtraffic' } },
  parameters: { router: { initialEntries: ['/workspace/user/detail?userId=usr_corp_njtraffic'] }, msw: { handlers: userHandlers.manager } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '最近登录记录表' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '入驻申请表' })).toBeVisible();
    await expect(canvas.getByText('2026年度公共数据开放需求征集')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '停用用户' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '停用该用户' });
    await userEvent.type(within(dialog).getByLabelText('停用原因'), '冒用他人身份');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用用户' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '停用该用户' })).toBeNull());
    // Closed because the call succeeded (a refusal would close it too, with an alert instead).
    await expect(await within(document.body).findByText('用户已停用')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
