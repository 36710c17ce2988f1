import { CALL_STATUS_LABELS, CALL_STATUS_TONES, type CallStatus } from '@portal/api-contract';
import { PlainText, StatusTag, cx } from '@portal/ui-kit';
import { daysUntil } from '@portal/util';
import { CALL_STRINGS } from '../strings';
import '../calls.css';

const S = CALL_STRINGS.countdown;

export function CallStatusTag({ status }: { status: CallStatus }) {
  return <StatusTag tone={CALL_STATUS_TONES[status]}>{CALL_STATUS_LABELS[status]}</StatusTag>;
}

/** The countdown of an open call (issue 5: “剩余3天”), in calendar days of China Standard Time. */
export function countdownText(status: CallStatus, deadline: string, now: Date | number = Date.now()): string {
  const days = daysUntil(deadline, now);
  if (status === 'closed' || days === null || days < 0) return S.closed;
  return days === 0 ? S.lastDay : S.daysLeft(days);
}

export interface DeadlineCountdownProps {
  status: CallStatus;
  deadline: string;
  /** The clock (stories and tests pin it). */
  now?: Date | number;
}

export function DeadlineCountdown({ status, deadline, now }: DeadlineCountdownProps) {
  const text = countdownText(status, deadline, now);
  const urgent = status === 'open' && (daysUntil(deadline, now) ?? 0) <= 3;
  return <PlainText className={cx('call-countdown', urgent && 'call-countdown-urgent')}>{text}</PlainText>;
}
