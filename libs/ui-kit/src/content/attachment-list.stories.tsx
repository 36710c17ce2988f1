import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttachmentList } from './attachment-list';

const meta = {
  title: 'ui-kit/内容/AttachmentList',
  component: AttachmentList,
  parameters: { router: false },
  args: {
    attachments: [
      { name: '江苏省公共数据授权运营管理办法（试行）.pdf', url: '/files/policy/jsgov-2025-12.pdf', sizeBytes: 1_572_864 },
      { name: '附件2：数据产品登记表.docx', url: '/files/policy/form-2.docx', sizeBytes: 48_640 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5: attachments with their sizes, as download links. */
export const Default: Story = {
  name: '附件列表',
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: '附件' }));
    const link = section.getByRole('link', { name: '附件2：数据产品登记表.docx' });
    await expect(link).toHaveAttribute('href', '/files/policy/form-2.docx');
    await expect(link).toHaveAttribute('download');
    await expect(section.getByText('（1.5 MB）')).toBeVisible();
    await expect(section.getByText('（48 KB）')).toBeVisible();
  },
};

/** Nothing to download: nothing is rendered. */
export const None: Story = {
  name: '无附件',
  args: { attachments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
