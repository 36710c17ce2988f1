import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceContact } from './service-contact';

const meta = {
  title: 'feature-login/ServiceContact',
  component: ServiceContact,
  parameters: { router: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 21 §10d: the province record's service contact (demo values in the registry: 12345 and a gov.cn mailbox). */
export const Province: Story = {
  name: '联系方式',
  args: { contact: { phone: '12345', email: 'sjyy@jsdata.gov.cn', hours: '工作日 9:00–12:00，13:30–17:30' } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: '联系方式' }));
    await expect(region.getByRole('link', { name: '12345' })).toHaveAttribute('href', 'tel:12345');
    await expect(region.getByRole('link', { name: 'sjyy@jsdata.gov.cn' })).toHaveAttribute('href', 'mailto:sjyy@jsdata.gov.cn');
    await expect(region.getByText('服务时间')).toBeVisible();
  },
};

/** A record without a contact: nothing, rather than an empty box. */
export const NoContact: Story = {
  name: '未配置联系方式',
  args: { contact: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
