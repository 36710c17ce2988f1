import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';

export interface ActionFailureAlertProps {
  /** What failed: the message to show, and whether it was a version conflict (someone changed it first). */
  failure: { text: string; conflict: boolean } | null;
  /** The title of a conflict (操作未生效); the server's message goes under it. */
  conflictTitle: string;
  /** Said after the server's message on a conflict (what happens now). */
  conflictHint?: string;
  onClose?: () => void;
  style?: CSSProperties;
}

/** A refused change, announced (role alert): a conflict as a warning with its explanation, anything else as an error. */
export function ActionFailureAlert({ failure, conflictTitle, conflictHint, onClose, style }: ActionFailureAlertProps) {
  const t = useText(uiText);
  if (!failure) return null;
  return (
    <Alert
      role="alert"
      type={failure.conflict ? 'warning' : 'error'}
      showIcon
      title={failure.conflict ? conflictTitle : failure.text}
      description={failure.conflict ? [failure.text, conflictHint].filter(Boolean).join(' ') : undefined}
      {...(onClose ? { closable: { 'aria-label': t('common.close') }, onClose } : {})}
      style={style}
    />
  );
}
