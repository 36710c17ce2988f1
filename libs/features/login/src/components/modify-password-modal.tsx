import { App, Form, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useText } from '@portal/i18n';
import { loginMutations } from '../api/login-mutations';
import { loginText } from '../text';
import { PasswordFields, type PasswordValues } from './password-fields';

export interface ModifyPasswordModalProps {
  open: boolean;
  onClose(): void;
  /** Once the dialog has gone: where the focus goes back (issue 19: the control that opened it). */
  afterClose?(): void;
}

/** Staff change their password: POST /primary/home/modify-password. */
export function ModifyPasswordModal({ open, onClose, afterClose }: ModifyPasswordModalProps) {
  const t = useText(loginText);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation(loginMutations.modifyPassword());

  const onFinish = ({ oldPassword, newPassword }: PasswordValues) => {
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          void message.success(loginText.t('password.success'));
          onClose();
        },
        // Failures were toasted by the client (spec §8); the form stays filled for a retry.
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.ok')}
      cancelText={t('password.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      // Issue 19 (Orca pass): opened, the dialog starts at its first field, not at its close button.
      afterOpenChange={(visible) => {
        if (visible) form.focusField('oldPassword');
      }}
      afterClose={() => {
        form.resetFields();
        afterClose?.();
      }}
    >
      <Form<PasswordValues> form={form} layout="vertical" name="modify-password" requiredMark={false} onFinish={onFinish}>
        <PasswordFields />
      </Form>
    </Modal>
  );
}
