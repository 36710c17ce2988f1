import { Form, Input } from 'antd';
import { modifyPasswordBodySchema, passwordSchema } from '@portal/api-contract';
import { LOGIN_STRINGS } from '../strings';

const S = LOGIN_STRINGS.password;

export interface PasswordValues {
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

/** The old, new and repeated password of a change (inside an antd Form of PasswordValues). */
export function PasswordFields({ oldLabel = S.old }: { oldLabel?: string }) {
  return (
    <>
      <Form.Item name="oldPassword" label={oldLabel} rules={[{ required: true }, { max: 64 }]}>
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
    </>
  );
}
