import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useText } from '@portal/i18n';
import { getFeedback } from '@portal/auth';
import { PlainButton } from '@portal/ui-kit';
import { loginMutations } from '../api/login-mutations';
import { LoginUuidError } from '../api/start-login-attempt';
import type { LoginAttempt } from '../api/primary-login';
import { FormItem, LoadingButton, PasswordInput, PlainForm, TextInput } from '../form/fields';
import type { FieldSpec } from '../form/use-plain-form';
import { usePlainForm } from '../form/use-plain-form';
import { loginText, type LoginText } from '../text';

/** The fields in the active language (their labels are also `${label}` in the messages). */
const staffFields = (t: LoginText) =>
  ({
    account: {
      label: t('staff.account'),
      rules: [{ required: true, whitespace: true }, { min: 3, transform: (value: string) => value.trim(), message: t('staff.accountTooShort') }, { max: 64 }],
    },
    password: { label: t('staff.password'), rules: [{ required: true }, { max: 64 }] },
  }) satisfies Record<string, FieldSpec>;

export interface StaffLoginFormProps {
  /** The first step passed: the SMS step follows. */
  onStarted(attempt: LoginAttempt): void;
  /** Back to the login kinds. */
  onBack(): void;
}

/** Architecture §5: staff sign in with account + password, then pass the SMS step. */
export function StaffLoginForm({ onStarted, onBack }: StaffLoginFormProps) {
  const t = useText(loginText);
  const start = useMutation(loginMutations.startLoginAttempt());
  const fields = useMemo(() => staffFields(t), [t]);
  const form = usePlainForm(fields);

  const onFinish = ({ account, password }: { account: string; password: string }) => {
    start.mutate(
      { loginType: 'account', account: account.trim(), password },
      {
        onSuccess: onStarted,
        onError: (error) => {
          // ApiErrors were already toasted by the client (spec §8); only ours need telling.
          if (error instanceof LoginUuidError) void getFeedback().message.error(loginText.t('sso.noUuid'));
        },
      },
    );
  };

  return (
    <PlainForm name="staff-login" autoComplete="on" onSubmit={(event) => form.handleSubmit(event, onFinish)}>
      <FormItem field={form.field('account')}>
        <TextInput field={form.field('account')} prefix={UserOutlined} placeholder={t('staff.accountPlaceholder')} autoComplete="username" maxLength={64} />
      </FormItem>
      <FormItem field={form.field('password')}>
        <PasswordInput
          field={form.field('password')}
          prefix={LockOutlined}
          toggleLabel={t('staff.showPassword')}
          placeholder={t('staff.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </FormItem>
      <FormItem style={{ marginBottom: 8 }}>
        <LoadingButton type="primary" htmlType="submit" block loading={start.isPending}>
          {t('staff.submit')}
        </LoadingButton>
      </FormItem>
      <PlainButton type="link" block onClick={onBack}>
        {t('staff.back')}
      </PlainButton>
    </PlainForm>
  );
}
