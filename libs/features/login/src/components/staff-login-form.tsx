import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { loginMutations } from '../api/login-mutations';
import { LoginUuidError } from '../api/start-login-attempt';
import type { LoginAttempt } from '../api/primary-login';
import { LOGIN_STRINGS } from '../strings';

const S = LOGIN_STRINGS.staff;

interface StaffFormValues {
  account: string;
  password: string;
}

export interface StaffLoginFormProps {
  /** The first step passed: the SMS step follows. */
  onStarted(attempt: LoginAttempt): void;
  /** Back to the login kinds. */
  onBack(): void;
}

/** Architecture §5: staff sign in with account + password, then pass the SMS step. */
export function StaffLoginForm({ onStarted, onBack }: StaffLoginFormProps) {
  const { message } = App.useApp();
  const start = useMutation(loginMutations.startLoginAttempt());

  const onFinish = ({ account, password }: StaffFormValues) => {
    start.mutate(
      { loginType: 'account', account: account.trim(), password },
      {
        onSuccess: onStarted,
        onError: (error) => {
          // ApiErrors were already toasted by the client (spec §8); only ours need telling.
          if (error instanceof LoginUuidError) void message.error(LOGIN_STRINGS.sso.noUuid);
        },
      },
    );
  };

  return (
    <Form<StaffFormValues> layout="vertical" requiredMark={false} onFinish={onFinish} name="staff-login" autoComplete="on">
      <Form.Item
        name="account"
        label={S.account}
        rules={[
          { required: true, whitespace: true },
          { min: 3, transform: (value: string) => value?.trim(), message: S.accountTooShort },
          { max: 64 },
        ]}
      >
        <Input prefix={<UserOutlined aria-hidden />} placeholder={S.accountPlaceholder} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={S.password} rules={[{ required: true }, { max: 64 }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} placeholder={S.passwordPlaceholder} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={start.isPending}>
          {S.submit}
        </Button>
      </Form.Item>
      <Button type="link" block onClick={onBack}>
        {S.back}
      </Button>
    </Form>
  );
}
