import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { anyOrigin, ok } from '@portal/api-client/msw';
import { AUDIT_RECORDS, auditListData } from './audit-fixtures';
import { AuditPage } from './audit-page';
import { auditHandlers } from './audit-story-handlers';

const meta = {
  title: 'feature-administration/AuditPage',
  component: AuditPage,
  parameters: { router: { initialEntries: ['/workspace/audit'] }, msw: { handlers: auditHandlers.list } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'));

/** Issue 17 /workspace/audit: the log with its query form, export and paging. */
export const Loaded: Story = {
  name: '审计日志',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '审计日志列表' });
    await within(table).findByText('停用账号');
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(AUDIT_RECORDS.length);
    // Beijing time to the second; the actor with their account type; the result as a tag.
    await expect(within(rows[0]!).getByText('2026-11-02 10:30:15')).toBeVisible();
    await expect(within(rows[0]!).getByText('wangadmin')).toBeVisible();
    await expect(within(rows[0]!).getByText('管理员')).toBeVisible();
    await expect(within(rows[0]!).getByText('成功')).toBeVisible();
    await expect(within(rows[1]!).getByText('初审通过')).toBeVisible();
    await expect(within(rows[1]!).getByText('业务人员')).toBeVisible();
    await expect(within(rows[2]!).getByText('密码登录被拒绝')).toBeVisible();
    await expect(within(rows[2]!).getByText('拒绝')).toBeVisible();
    await expect(within(rows[3]!).getByText('失败')).toBeVisible();
    // An action the screen does not know is shown as its code.
    await expect(within(rows[4]!).getByText('catalogue.sync')).toBeVisible();
    await expect(canvas.getByText('共 46 条')).toBeVisible();
    // The query form: every field has a name; the export is there.
    await expect(canvas.getByRole('textbox', { name: '操作人账号' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '操作对象' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '操作类型' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '结果' })).toBeVisible();
    await expect(canvas.getByLabelText('开始日期')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeVisible();
    // A row expands with the keyboard to show its summary pretty-printed.
    const expand = within(rows[0]!).getByRole('button', { name: '展开行' });
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(table).findByText(/"status": "disabled"/)).toBeVisible();
  },
};

/** 查询 with the keyboard: the actor goes to the server, and the list shows what it answered. */
export const Filtered: Story = {
  name: '按操作人查询',
  parameters: {
    msw: {
      handlers: [
        http.get(anyOrigin('/primary/audit/list'), ({ request }) => {
          const actor = new URL(request.url).searchParams.get('actor');
          const items = actor ? AUDIT_RECORDS.filter((record) => record.actorAccount === actor) : AUDIT_RECORDS;
          return ok(auditListData(items));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '审计日志列表' });
    await within(table).findByText('停用账号');
    await userEvent.type(canvas.getByRole('textbox', { name: '操作人账号' }), 'lisi{Enter}');
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
    await expect(rowsOf(table)).toHaveLength(1);
    await expect(within(table).getByText('初审通过')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByText(`共 ${AUDIT_RECORDS.length} 条`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '操作人账号' })).toHaveValue('');
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: auditHandlers.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正在加载审计日志')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '审计日志列表' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '无记录',
  parameters: { msw: { handlers: auditHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无审计记录')).toBeVisible();
  },
};

/** Filters from the URL fill the form; nothing matches them. */
export const NoMatch: Story = {
  name: '没有符合条件的记录',
  parameters: {
    router: { initialEntries: ['/workspace/audit?action=review.&result=denied&from=2026-11-01&to=2026-11-02'] },
    msw: { handlers: auditHandlers.empty },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('没有符合条件的记录')).toBeVisible();
    await expect(canvas.getByLabelText('开始日期')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('结束日期')).toHaveValue('2026-11-02');
    await expect(canvas.getByText('全部审核操作')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: auditHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('审计日志加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
