import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msgCheckBodySchema } from '@portal/api-contract';
import { errorMessage, isApiError } from '@portal/api-client';
import { writeAuthState } from '@portal/auth';
import { loginMutations } from '../api/login-mutations';
import type { LoginAttempt } from '../api/primary-login';
import { useCountdown } from '../hooks/use-countdown';
import { LOGIN_STRINGS } from '../strings';
import { isAttemptDead } from '../utils/errors';
import { afterLoginPath } from '../utils/redirect';

const S = LOGIN_STRINGS.sms;
const CODE_PATTERN = /^\d{6}$/;
// The contract's own wording for a malformed code.
const CODE_MESSAGE = msgCheckBodySchema.shape.code.safeParse('').error?.issues[0]?.message ?? S.codeFormat;

export interface SmsStepProps {
  /** The attempt the first step started. */
  attempt: Pick<LoginAttempt, 'attemptId' | 'maskedPhone'>;
  /** Spec §2: the page to return to after login. */
  preUrl: string | null;
  /** Back to the chooser for a fresh login (the attempt is dead, or the user wants another way). */
  onRestart(): void;
}

type Failure = { kind: 'dead'; message: string } | { kind: 'save' };

interface CodeValues {
  code: string;
}

/**
 * The second step of architecture §5: SMS code (msg-send, msg-check), then
 * /web/login/second issues the session, which is stored as the AuthState (spec §3)
 * before leaving for preUrl / latestPath / the workspace (spec §2).
 */
export function SmsStep({ attempt, preUrl, onRestart }: SmsStepProps) {
  const { message } = App.useApp();
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

  const onSend = () => {
    send.mutate(attempt.attemptId, {
      onSuccess: ({ resendAfterSeconds, expiresInSeconds }) => {
        setSentFor(Math.max(1, Math.ceil(expiresInSeconds / 60)));
        countdown.start(resendAfterSeconds);
      },
    });
  };

  const onFinish = async ({ code }: CodeValues) => {
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
      navigate(afterLoginPath(preUrl), { replace: true });
    } catch (error) {
      if (isAttemptDead(error)) {
        setFailure({ kind: 'dead', message: errorMessage(error, S.attemptDeadDefault) });
      } else if (!isApiError(error)) {
        // The client toasts its own failures (spec §8); anything else is told here.
        void message.error(LOGIN_STRINGS.generic.failed);
      }
    }
  };

  const sendLabel = countdown.remaining > 0 ? S.countdown(countdown.remaining) : sentFor === null ? S.send : S.resend;

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }} aria-live="polite">
        {sentFor === null ? S.sentTo(attempt.maskedPhone) : S.sent(attempt.maskedPhone, sentFor)}
      </Typography.Paragraph>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure.kind === 'dead' ? S.attemptDeadTitle : S.saveFailedTitle}
          description={failure.kind === 'dead' ? failure.message : S.saveFailed}
          action={
            <Button size="small" type="primary" onClick={onRestart}>
              {S.restart}
            </Button>
          }
        />
      ) : null}
      <Form<CodeValues> layout="vertical" requiredMark={false} onFinish={onFinish} name="sms-code" disabled={dead}>
        <Flex gap={8} align="flex-start">
          <Form.Item
            name="code"
            label={S.code}
            style={{ flex: 1 }}
            rules={[
              { required: true, message: CODE_MESSAGE },
              { pattern: CODE_PATTERN, message: CODE_MESSAGE },
            ]}
          >
            <Input placeholder={S.codePlaceholder} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          {/* Aligned with the input, below the label row (antd's vertical label is 30 px high). */}
          <Button style={{ marginTop: 30, minWidth: 132 }} onClick={onSend} loading={send.isPending} disabled={dead || countdown.remaining > 0}>
            {sendLabel}
          </Button>
        </Flex>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {S.submit}
          </Button>
        </Form.Item>
      </Form>
      <Button type="link" onClick={onRestart}>
        {S.changeMethod}
      </Button>
    </Flex>
  );
}
