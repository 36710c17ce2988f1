import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { modifyPasswordBodySchema, passwordSchema } from '@portal/api-contract';
import { loginMutations } from '../api/login-mutations';
import { LOGIN_STRINGS } from '../strings';

const S = LOGIN_STRINGS.password;

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The contract's own messages: the same rule the server applies. */
function newPasswordProblem(oldPassword: string | undefined, newPassword: string): string | null {
  const rule = passwordSchema.safeParse(newPassword);
  if (!rule.success) return rule.error.issues[0]?.message ?? S.newPlaceholder;
  if (oldPassword) {
    const body = modifyPasswordBodySchema.safeParse({ oldPassword, newPassword });
    if (!body.success) return body.error.issues.find((issue) => issue.path[0] === 'newPassword')?.message ?? null;
  }
  return null;
}

export interface ModifyPasswordModalProps {
  open: boolean;
  onClose(): void;
}

/** Staff change their password: POST /primary/home/modify-password. */
export function ModifyPasswordModal({ open, onClose }: ModifyPasswordModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation(loginMutations.modifyPassword());

  const onFinish = ({ oldPassword, newPassword }: PasswordValues) => {
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          void message.success(S.success);
          onClose();
        },
        // Failures were toasted by the client (spec §8); the form stays filled for a retry.
      },
    );
  };

  return (
    <Modal
      open={open}
      title={S.title}
      okText={S.ok}
      cancelText={S.cancel}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Form<PasswordValues> form={form} layout="vertical" name="modify-password" requiredMark={false} onFinish={onFinish}>
        <Form.Item name="oldPassword" label={S.old} rules={[{ required: true }, { max: 64 }]}>
          <Input.Password placeholder={S.oldPlaceholder} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={S.new}
          dependencies={['oldPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value) return;
                const problem = newPasswordProblem(getFieldValue('oldPassword') as string | undefined, value);
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <Input.Password placeholder={S.newPlaceholder} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={S.confirm}
          dependencies={['newPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(S.mismatch);
              },
            }),
          ]}
        >
          <Input.Password placeholder={S.confirmPlaceholder} autoComplete="new-password" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
