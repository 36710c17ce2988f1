import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearAuthState, writeAuthState } from '@portal/auth';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { ADMIN, CORPORATION, ISSUED_KEY, REVIEWER } from '../testing/fixtures';
import { detailHandlers } from '../testing/story-handlers';
import { DataUseDetailPage } from './detail-page';

const meta = {
  title: 'feature-data-use/DetailPage',
  component: DataUseDetailPage,
  parameters: { router: { initialEntries: ['/workspace/data-use/detail?id=dua_0001'] }, msw: { handlers: detailHandlers.firstReview } },
  decorators: [framed()],
  // Signed in as the department's reviewer unless a story says otherwise; signed out after it.
  beforeEach: () => {
    writeAuthState(REVIEWER);
    return () => clearAuthState();
  },
} satisfies Meta<typeof DataUseDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement.ownerDocument.body).findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest<HTMLElement>('[role="dialog"]') ?? canvasElement);
};

/** Issue 22, the applicant's view: approved — the scope granted, the authorization, 获取密钥 shows the key once. */
export const Applicant: Story = {
  name: '申请单位：已授权',
  parameters: { msw: { handlers: detailHandlers.applicant } },
  beforeEach: () => {
    writeAuthState(CORPORATION);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '授权信息' }));
    await expect(canvas.getByRole('region', { name: '授权范围' })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '获取密钥（南京市公共交通线路信息）' }));
    const dialog = await dialogOf(canvasElement, '应用密钥');
    await expect(dialog.getByLabelText('应用密钥（app key）')).toHaveValue(ISSUED_KEY);
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** The department reviewer's view: 审核 → 通过 with the proposed scope (every applied field, 12 months, 10,000 calls). */
export const FirstReview: Story = {
  name: '初审：通过并提出授权范围',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByRole('region', { name: '审核（初审）' })).getByRole('button', { name: '审核' }));
    const dialog = await dialogOf(canvasElement, '数据使用申请初审');
    await waitFor(() => expect(dialog.getByRole('radio', { name: '通过' })).toHaveFocus());
    await expect(dialog.getByRole('checkbox', { name: '线路编号 line_id' })).toBeChecked();
    await expect(dialog.getByLabelText('调用次数上限')).toHaveValue('10000');
    await motionSettled(canvasElement.ownerDocument);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByText('数据使用申请初审', { selector: '.ant-modal-title' })).toBeNull());
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 驳回 without an opinion is refused with the contract's message. */
export const RejectNeedsOpinion: Story = {
  name: '驳回需填写意见',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByRole('region', { name: '审核（初审）' })).getByRole('button', { name: '审核' }));
    const dialog = await dialogOf(canvasElement, '数据使用申请初审');
    await userEvent.click(dialog.getByText('驳回'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** The platform's view at final review: the dialog starts from the first stage's proposal. */
export const FinalReview: Story = {
  name: '终审：默认初审建议的范围',
  parameters: { msw: { handlers: detailHandlers.finalReview } },
  beforeEach: () => {
    writeAuthState(ADMIN);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '初审建议的授权范围' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '审核' }));
    const dialog = await dialogOf(canvasElement, '数据使用申请终审');
    await expect(dialog.getByRole('checkbox', { name: '线路名称 line_name' })).not.toBeChecked();
    await expect(dialog.getByLabelText('调用次数上限')).toHaveValue('50000');
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Two reviewers at once: the loser sees the server's message. */
export const Conflict: Story = {
  name: '并发冲突',
  parameters: { msw: { handlers: detailHandlers.conflict } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByRole('region', { name: '审核（初审）' })).getByRole('button', { name: '审核' }));
    const dialog = await dialogOf(canvasElement, '数据使用申请初审');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText(/该申请已被其他审核人处理/)).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
