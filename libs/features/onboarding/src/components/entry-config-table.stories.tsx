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

/**
 * Issue 6 entry config (spec §7): every domain with its switch. Issue 21 §10b: opening a closed
 * one asks first, then the server's answer shows in the switch and a success message.
 */
export const Loaded: Story = {
  name: '入驻配置',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const region = within(await canvas.findByRole('region', { name: '数据领域入驻配置' }));
    await expect(region.getByRole('switch', { name: '交通运输开放申请' })).toBeChecked();
    await expect(region.getByRole('button', { name: '删除普惠金融的入驻配置' })).toBeDisabled();
    await expect(region.getByText('2 个')).toBeVisible();
    await userEvent.click(region.getByRole('switch', { name: '医疗健康开放申请' }));
    const confirm = await page.findByRole('dialog', { name: '确定将“医疗健康”设为“开放申请”吗？' });
    await motionSettled(canvasElement.ownerDocument);
    await expect(within(confirm).getByText('确认后，企业可以在线提交该领域的入驻申请。')).toBeVisible();
    await expect(region.getByRole('switch', { name: '医疗健康开放申请' })).not.toBeChecked();
    await userEvent.click(within(confirm).getByRole('button', { name: '开放申请' }));
    await waitFor(() => expect(region.getByRole('switch', { name: '医疗健康开放申请' })).toBeChecked());
    await waitFor(() => expect(page.getByText('医疗健康已开放申请')).toBeVisible(), { timeout: 3000 });
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** The status answer of KeyboardConfirm waits until the play function has seen the switch busy. */
const statusAnswer = { release: () => undefined as void, settled: Promise.resolve() };

/**
 * Issue 21 §10b by keyboard: Space on the switch opens the confirm with its OK button focused; Esc
 * cancels (nothing changes, focus back on the switch); Enter on the switch and Enter again closes
 * the domain, with the consequence said before and a success message after.
 */
export const KeyboardConfirm: Story = {
  name: '键盘确认暂停申请',
  parameters: { msw: { handlers: entryHandlers.heldStatus(() => statusAnswer.settled) } },
  play: async ({ canvasElement }) => {
    statusAnswer.settled = new Promise<void>((resolve) => (statusAnswer.release = resolve));
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const region = within(await within(canvasElement).findByRole('region', { name: '数据领域入驻配置' }));
    const toggle = region.getByRole('switch', { name: '交通运输开放申请' });
    toggle.focus();
    await userEvent.keyboard(' ');
    const title = '确定将“交通运输”设为“暂停申请”吗？';
    let confirm = await page.findByRole('dialog', { name: title });
    await motionSettled(doc);
    await expect(within(confirm).getByText('确认后，企业将无法提交该领域的入驻申请；已提交的申请继续审核。')).toBeVisible();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '暂停申请' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: title })).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toBeChecked();

    await userEvent.keyboard('{Enter}');
    confirm = await page.findByRole('dialog', { name: title });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '暂停申请' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // While the change is on its way the switch is busy, hence disabled, and the browser drops its focus.
    await waitFor(() => expect(region.getByRole('switch', { name: '交通运输开放申请' })).toBeDisabled());
    // The confirm has closed (and tried to hand the focus back) before the answer comes.
    await waitFor(() => expect(page.queryByRole('dialog', { name: title })).toBeNull());
    await motionSettled(doc);
    statusAnswer.release();
    await waitFor(() => expect(region.getByRole('switch', { name: '交通运输开放申请' })).not.toBeChecked());
    // The keyboard user continues from the switch once the change is done.
    await waitFor(() => expect(region.getByRole('switch', { name: '交通运输开放申请' })).toHaveFocus());
    await waitFor(() => expect(page.getByText('交通运输已暂停申请')).toBeVisible(), { timeout: 3000 });
    await motionSettled(doc);
  },
};

/** Spec §8: no toast for /primary/entry-config/status; the refusal is shown above the table. */
export const Refused: Story = {
  name: '修改被拒',
  parameters: { msw: { handlers: entryHandlers.refused } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: '交通运输开放申请' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '确定将“交通运输”设为“暂停申请”吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '暂停申请' }));
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
