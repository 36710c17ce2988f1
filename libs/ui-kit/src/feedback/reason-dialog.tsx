import { Form, Input, Modal } from 'antd';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, above the reason. */
  hint: string;
  label: string;
  requiredMessage: string;
  okText: string;
  cancelText: string;
  /** A dangerous action (停用): the confirm button is red. */
  danger?: boolean;
  busy?: boolean;
  maxLength?: number;
  onSubmit(reason: string): void;
  onCancel(): void;
}

/**
 * A confirmation that asks why (issue 17: disabling an account or a user). The reason is required and
 * trimmed; the dialog stays open until the caller closes it, so a refused action can be retried.
 */
export function ReasonDialog({
  open,
  title,
  hint,
  label,
  requiredMessage,
  okText,
  cancelText,
  danger,
  busy,
  maxLength = 200,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      confirmLoading={busy}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" name="reason-dialog" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <p>{hint}</p>
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }, { max: maxLength }]}>
          <Input.TextArea rows={2} maxLength={maxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
