import type { Meta, StoryObj } from '@storybook/react-vite';
import { App, Button, Form, Input } from 'antd';
import { defineSite, PROVINCE } from '@portal/site-config';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '../testing/motion';
import { SiteProviders } from './site-providers';

interface ApplicationForm {
  productName: string;
  email: string;
}

/** A form that relies on the providers: Chinese validation messages and App's message API. */
function ApplicationFormDemo() {
  const { message } = App.useApp();
  return (
    <Form<ApplicationForm> layout="vertical" style={{ maxWidth: 480 }} onFinish={() => void message.success('提交成功')}>
      <Form.Item label="数据产品名称" name="productName" rules={[{ required: true }, { max: 20 }]}>
        <Input placeholder="例如：企业信用画像" />
      </Form.Item>
      <Form.Item label="联系邮箱" name="email" rules={[{ required: true }, { type: 'email' }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        提交申请
      </Button>
    </Form>
  );
}

const meta = {
  title: 'ui-kit/主题/SiteProviders',
  component: SiteProviders,
  argTypes: { site: { control: false }, children: { control: false } },
  args: {
    // Any valid site record: the providers take the theme from its brand.
    site: defineSite(PROVINCE.code, { brand: { colorPrimary: '#046af3' }, features: [] }),
    children: <ApplicationFormDemo />,
  },
} satisfies Meta<typeof SiteProviders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the text is shown: antd fades form errors and messages in. */
async function expectShown(container: HTMLElement, text: string) {
  await waitFor(() => expect(within(container).getByText(text)).toBeVisible());
}

export const FormValidation: Story = {
  name: '表单校验（中文提示）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expectShown(canvasElement, '请输入数据产品名称');
    await expectShown(canvasElement, '请输入联系邮箱');

    await userEvent.type(canvas.getByLabelText('联系邮箱'), 'not-an-email');
    await expectShown(canvasElement, '联系邮箱不是有效的邮箱地址');
    await userEvent.type(canvas.getByLabelText('数据产品名称'), '超过二十个字符的数据产品名称超过二十个字符');
    await expectShown(canvasElement, '数据产品名称不能超过20个字符');
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const SubmitSuccess: Story = {
  name: '提交成功提示',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('数据产品名称'), '企业信用画像');
    await userEvent.type(canvas.getByLabelText('联系邮箱'), 'contact@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    // antd's App renders messages outside the story root.
    await expectShown(canvasElement.ownerDocument.body, '提交成功');
    await motionSettled(canvasElement.ownerDocument);
  },
};
