import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { THEME, cx } from './classes';
import { PlainIcon } from './icon';

const ICONS = { info: InfoCircleFilled, success: CheckCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

export interface PlainAlertProps {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  action?: ReactNode;
  style?: CSSProperties;
  /** `alert` interrupts a screen reader: for errors that just happened; `status` (default) waits. */
  role?: 'alert' | 'status';
}

/** antd's Alert markup. */
export function PlainAlert({ type, title, description, showIcon = false, action, style, role = 'status' }: PlainAlertProps) {
  return (
    <div
      className={cx('ant-alert', `ant-alert-${type}`, 'ant-alert-outlined', description ? 'ant-alert-with-description' : null, THEME)}
      role={role}
      style={style}
    >
      {showIcon ? (
        <span className="ant-alert-icon">
          <PlainIcon icon={ICONS[type]} />
        </span>
      ) : null}
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="ant-alert-actions">{action}</div> : null}
    </div>
  );
}
