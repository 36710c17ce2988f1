import { CALL_STATUS_TONES, type CallStatus } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { PlainText, StatusTag, cx, useNow } from '@portal/ui-kit';
import { daysUntil } from '@portal/util';
import { callsText, type CallsText } from '../text';
import '../calls.css';

export function CallStatusTag({ status }: { status: CallStatus }) {
  const t = useText(callsText);
  return <StatusTag tone={CALL_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}

/** The countdown of an open call (issue 5: “剩余3天”), in calendar days of China Standard Time. */
export function countdownText(status: CallStatus, deadline: string, now: Date | number = Date.now(), t: CallsText = callsText.t): string {
  const days = daysUntil(deadline, now);
  if (status === 'closed' || days === null || days < 0) return t('countdown.closed');
  return days === 0 ? t('countdown.lastDay') : t('countdown.daysLeft', { days });
}

export interface DeadlineCountdownProps {
  status: CallStatus;
  deadline: string;
  /** The clock (stories and tests pin it). */
  now?: Date | number;
}

export function DeadlineCountdown({ status, deadline, now: pinned }: DeadlineCountdownProps) {
  const t = useText(callsText);
  const clock = useNow();
  const now = pinned ?? clock;
  const text = countdownText(status, deadline, now, t);
  const urgent = status === 'open' && (daysUntil(deadline, now) ?? 0) <= 3;
  return <PlainText className={cx('call-countdown', urgent && 'call-countdown-urgent')}>{text}</PlainText>;
}
