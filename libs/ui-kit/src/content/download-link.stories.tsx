import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentList } from './attachment-list';
import { DOWNLOAD_LINK_STRINGS, DownloadLink } from './download-link';

const HREF = '/alpha-portal/api/v1/web/file/fil_0123456789abcdef01234567';

/** A download that stays on its way until the signal aborts (the story unmounts). */
const neverDone = (signal: AbortSignal) =>
  new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

const meta = {
  title: 'ui-kit/内容/DownloadLink',
  component: DownloadLink,
  parameters: { router: false },
  args: { href: HREF, children: '营业执照（副本）.pdf', onDownload: fn((_signal: AbortSignal) => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 21 §1: a link to a file that needs the session's token; a click fetches it. */
export const Default: Story = {
  name: '下载链接',
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: '营业执照（副本）.pdf' });
    await expect(link).toHaveAttribute('href', HREF);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** While the file comes: the link is busy and says so. */
export const Pending: Story = {
  name: '下载中',
  args: { onDownload: fn(neverDone) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '营业执照（副本）.pdf' });
    await userEvent.click(link);
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(DOWNLOAD_LINK_STRINGS.pending);
  },
};

/** Refused (another corporation's file, HTTP 403): the reason next to the link. */
export const Refused: Story = {
  name: '无权下载',
  args: { onDownload: fn((_signal: AbortSignal) => Promise.reject(new Error('无权下载该文件'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '营业执照（副本）.pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('无权下载该文件');
  },
};

/** Application materials in an AttachmentList: every link fetches with the token. */
export const InAttachmentList: Story = {
  name: '申请材料列表',
  render: (args) => (
    <AttachmentList
      title="申请材料"
      headingLevel={3}
      attachments={[
        { name: '营业执照（副本）.pdf', url: `${HREF}`, sizeBytes: 1_572_864 },
        { name: '数据安全承诺书.docx', url: '/alpha-portal/api/v1/web/file/fil_00000000000000000000000b', sizeBytes: 48_640 },
      ]}
      download={(_attachment, signal) => args.onDownload(signal)}
    />
  ),
  args: { onDownload: fn((_signal: AbortSignal) => Promise.reject(new Error('文件不存在或已删除'))) },
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: '申请材料' }));
    const link = section.getByRole('link', { name: '数据安全承诺书.docx' });
    await expect(link).not.toHaveAttribute('download');
    await userEvent.click(link);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(await section.findByRole('alert')).toHaveTextContent('文件不存在或已删除');
    await expect(section.getByText('（48 KB）')).toBeVisible();
  },
};
