import { contractMessage } from '@portal/api-client';
import { Form, Input } from 'antd';
import { modifyPasswordBodySchema, passwordSchema } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { loginText } from '../text';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The contract's own messages: the same rule the server applies. */
function newPasswordProblem(oldPassword: string | undefined, newPassword: string): string | null {
  const rule = passwordSchema.safeParse(newPassword);
  if (!rule.success) return contractMessage(rule.error.issues[0]?.message ?? '') || loginText.t('password.newPlaceholder');
  if (oldPassword) {
    const body = modifyPasswordBodySchema.safeParse({ oldPassword, newPassword });
    if (!body.success) return contractMessage(body.error.issues.find((issue) => issue.path[0] === 'newPassword')?.message ?? '') || null;
  }
  return null;
}

/** The old, new and repeated password of a change (inside an antd Form of PasswordValues). */
export function PasswordFields({ oldLabel }: { oldLabel?: string }) {
  const t = useText(loginText);
  return (
    <>
      <Form.Item name="oldPassword" label={oldLabel ?? t('password.old')} rules={[{ required: true }, { max: 64 }]}>
        <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
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
        <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(loginText.t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" maxLength={32} />
      </Form.Item>
    </>
  );
}
