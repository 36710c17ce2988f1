import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { HANDLER_ATTRIBUTE, XSS_PAYLOADS } from '@portal/util/testing';
import { xssSettled } from '@portal/util/testing/xss-settled';
import { announcementDetail } from '../testing/fixtures';
import { announcementHandlers } from '../testing/story-handlers';
import { AnnouncementForm } from './announcement-form';

const meta = {
  title: 'feature-announcements/AnnouncementForm',
  component: AnnouncementForm,
  args: { onSave: fn(), onPublish: fn() },
  parameters: { router: { initialEntries: ['/workspace/annouce/add'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6: the contract's messages on an empty form; nothing is sent. */
export const Validation: Story = {
  name: '校验提示',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    // antd slides the messages in (height and opacity from 0): wait for them to be shown.
    await waitFor(() => expect(canvas.getByText('请输入标题')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('请输入公告正文')).toBeVisible());
    await motionSettled(canvasElement.ownerDocument);
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** Written with the keyboard only: title, body with a bold word through Ctrl+B and the toolbar, then 保存草稿. */
export const KeyboardOnly: Story = {
  name: '键盘编写并保存',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('标题'));
    await userEvent.keyboard('关于数据沙箱试点的通知');
    const body = canvas.getByRole('textbox', { name: '公告正文' });
    await userEvent.click(body);
    await userEvent.keyboard('各有关单位：');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.keyboard('现启动试点');
    const toolbar = within(canvas.getByRole('toolbar', { name: '正文格式' }));
    await waitFor(() => expect(toolbar.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(body.innerHTML).toContain('<strong>现启动试点</strong>');
    await expect(toolbar.getByRole('button', { name: '撤销' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const values = (args.onSave as unknown as { mock: { calls: [{ title: string; bodyHtml: string }][] } }).mock.calls[0]![0];
    await expect(values.title).toBe('关于数据沙箱试点的通知');
    await expect(values.bodyHtml).toContain('<strong>现启动试点</strong>');
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Links are http(s) only: javascript: is refused with a message. */
export const LinkHttpOnly: Story = {
  name: '链接仅限 http(s)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('textbox', { name: '公告正文' }));
    await userEvent.keyboard('平台官网');
    await userEvent.click(canvas.getByRole('button', { name: '插入链接' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('链接地址'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText('请输入以 http:// 或 https:// 开头的有效链接')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('链接地址'));
    await userEvent.type(dialog.getByLabelText('链接地址'), 'https://data.jiangsu.gov.cn/');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '公告正文' }).innerHTML).toContain('href="https://data.jiangsu.gov.cn/"'));
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Editing an offline announcement: its values and its attachment; an upload over the limit shows the server's message (spec §8). */
export const EditWithTooLargeUpload: Story = {
  name: '编辑与超限附件',
  args: { announcement: announcementDetail({ status: 'offline', version: 4 }) },
  parameters: { msw: { handlers: announcementHandlers.tooLarge } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('标题')).toHaveValue(announcementDetail().title);
    await expect(canvas.getByText('申报指南.pdf')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('big.pdf：文件大小超过限制，请重新选择')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

type SaveMock = { mock: { calls: [{ bodyHtml: string }][] } };

/**
 * Issue 5: a stored body with hostile HTML is cleaned (DOMPurify, real Chromium) before it is
 * handed to the save call, even when the body was not touched; no payload runs on the way.
 */
export const HostileBodySanitized: Story = {
  name: '恶意正文保存前被清除',
  args: {
    announcement: announcementDetail({
      status: 'draft',
      bodyHtml: `<p>正文开头</p>${XSS_PAYLOADS.map((payload) => `<div>${payload}</div>`).join('')}<p>正文结尾</p>`,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const probe = window as unknown as { __xss?: unknown };
    delete probe.__xss;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '公告正文' })).toHaveTextContent(/正文开头/);
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const sent = (args.onSave as unknown as SaveMock).mock.calls[0]![0].bodyHtml;
    await expect(sent).toContain('正文开头');
    await expect(sent).toContain('正文结尾');
    await expect(sent).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<meta|<base|<form|<input|<select/i);
    await expect(sent).not.toMatch(/javascript:/i);
    const parsed = new DOMParser().parseFromString(sent, 'text/html');
    const handlers = [...parsed.body.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => HANDLER_ATTRIBUTE.test(name)));
    await expect(handlers).toEqual([]);
    // Every image error or autofocus handler that survived has had its chance to run.
    await xssSettled(canvasElement);
    await expect(probe.__xss).toBeUndefined();
    await motionSettled(canvasElement.ownerDocument);
  },
};
