import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '@portal/api-client';
import { getFeedback, writeAuthState } from '@portal/auth';
import { useText } from '@portal/i18n';
import { PlainAlert, PlainButton, PlainFlex, PlainParagraph } from '@portal/ui-kit';
import { loginMutations } from '../api/login-mutations';
import type { LoginAttempt } from '../api/primary-login';
import { FormItem, LoadingButton, PlainForm, TextInput } from '../form/fields';
import { usePlainForm, type FieldSpec } from '../form/use-plain-form';
import { useCountdown } from '../hooks/use-countdown';
import { loginText, type LoginText } from '../text';
import { isAttemptDead } from '../utils/errors';
import { afterLoginPath } from '../utils/redirect';
import { paths } from '@portal/site-config';

const CODE_PATTERN = /^\d{6}$/;
/** The code field in the active language; its message says what msgCheckBodySchema checks (its Chinese is the contract's wording). */
const codeFields = (t: LoginText) =>
  ({
    code: {
      label: t('sms.code'),
      rules: [
        { required: true, message: t('sms.codeFormat') },
        { pattern: CODE_PATTERN, message: t('sms.codeFormat') },
      ],
    },
  }) satisfies Record<string, FieldSpec>;

export interface SmsStepProps {
  /** The attempt the first step started. */
  attempt: Pick<LoginAttempt, 'attemptId' | 'maskedPhone'>;
  /** Spec §2: the page to return to after login. */
  preUrl: string | null;
  /** Back to the chooser for a fresh login (the attempt is dead, or the user wants another way). */
  onRestart(): void;
}

type Failure = { kind: 'dead'; message: string } | { kind: 'save' };

/**
 * The second step of architecture §5: SMS code (msg-send, msg-check), then
 * /web/login/second issues the session, which is stored as the AuthState (spec §3)
 * before leaving for preUrl / latestPath / the workspace (spec §2).
 */
export function SmsStep({ attempt, preUrl, onRestart }: SmsStepProps) {
  const t = useText(loginText);
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [sentFor, setSentFor] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A passed code is spent: if only /second failed, a retry must not check it again.
  const codePassed = useRef(false);
  const send = useMutation(loginMutations.sendLoginCode());
  const check = useMutation(loginMutations.checkLoginCode());
  const second = useMutation(loginMutations.completeLogin());
  const busy = check.isPending || second.isPending;
  const dead = failure !== null;
  const fields = useMemo(() => codeFields(t), [t]);
  const form = usePlainForm(fields);

  const onSend = () => {
    send.mutate(attempt.attemptId, {
      onSuccess: ({ resendAfterSeconds, expiresInSeconds }) => {
        setSentFor(Math.max(1, Math.ceil(expiresInSeconds / 60)));
        countdown.start(resendAfterSeconds);
        // Issue 19: the send button is now disabled (its countdown), which would drop the focus to the
        // page: the code box, where the visitor types next, takes it.
        document.getElementById(form.field('code').id)?.focus();
      },
    });
  };

  const onFinish = async ({ code }: { code: string }) => {
    try {
      if (!codePassed.current) {
        await check.mutateAsync({ attemptId: attempt.attemptId, code });
        codePassed.current = true;
      }
      const state = await second.mutateAsync(attempt.attemptId);
      // Spec §4: a failed write clears the auth state; the user is not signed in.
      if (!writeAuthState(state)) {
        setFailure({ kind: 'save' });
        return;
      }
      // Issue 17: a temporary password is changed first; then on to where the user was going.
      const next = afterLoginPath(preUrl);
      navigate(state.mustChangePassword ? paths.workspace.password.href(next) : next, { replace: true });
    } catch (error) {
      if (isAttemptDead(error)) {
        setFailure({ kind: 'dead', message: errorMessage(error, loginText.t('sms.attemptDeadDefault')) });
      } else if (!isApiError(error)) {
        // The client toasts its own failures (spec §8); anything else is told here.
        void getFeedback().message.error(loginText.t('generic.failed'));
      }
    }
  };

  const sendLabel = countdown.remaining > 0 ? t('sms.countdown', { seconds: countdown.remaining }) : sentFor === null ? t('sms.send') : t('sms.resend');

  return (
    <PlainFlex vertical gap={16}>
      <PlainParagraph style={{ margin: 0 }} aria-live="polite">
        {sentFor === null ? t('sms.sentTo', { phone: attempt.maskedPhone }) : t('sms.sent', { phone: attempt.maskedPhone, minutes: sentFor })}
      </PlainParagraph>
      {failure ? (
        <PlainAlert
          type="error"
          role="alert"
          showIcon
          title={failure.kind === 'dead' ? t('sms.attemptDeadTitle') : t('sms.saveFailedTitle')}
          description={failure.kind === 'dead' ? failure.message : t('sms.saveFailed')}
          action={
            <PlainButton size="small" type="primary" onClick={onRestart}>
              {t('sms.restart')}
            </PlainButton>
          }
        />
      ) : null}
      <PlainForm name="sms-code" onSubmit={(event) => form.handleSubmit(event, (values) => void onFinish(values))}>
        <PlainFlex gap={8} align="flex-start">
          <FormItem field={form.field('code')} style={{ flex: 1 }}>
            <TextInput
              field={form.field('code')}
              disabled={dead}
              placeholder={t('sms.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </FormItem>
          {/* Aligned with the input, below the label row (antd's vertical label is 30 px high). */}
          <LoadingButton style={{ marginTop: 30, minWidth: 132 }} onClick={onSend} loading={send.isPending} disabled={dead || countdown.remaining > 0}>
            {sendLabel}
          </LoadingButton>
        </PlainFlex>
        <FormItem style={{ marginBottom: 8 }}>
          <LoadingButton type="primary" htmlType="submit" block loading={busy} disabled={dead}>
            {t('sms.submit')}
          </LoadingButton>
        </FormItem>
      </PlainForm>
      <PlainButton type="link" onClick={onRestart}>
        {t('sms.changeMethod')}
      </PlainButton>
    </PlainFlex>
  );
}
