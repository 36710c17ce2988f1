import { Tag } from 'antd';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { VISUALLY_HIDDEN_CLASS, cx } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { isPortalPath } from '../portal-path';
import { notificationsText } from '../text';
import '../notifications.css';

export interface NotificationItemProps {
  item: Notification;
  /** The notice's link was followed (a click, Enter, or a middle click to a new tab). */
  onOpen: (item: Notification) => void;
}

/**
 * A notice of the list: its title (a link to the page it is about, when that is a portal path), its
 * kind, body and time. Unread: bold, a dot, and 未读 for screen readers. The title and body are the
 * server's (Chinese) text.
 */
export function NotificationItem({ item, onOpen }: NotificationItemProps) {
  const t = useText(notificationsText);
  const unread = !item.read;
  const open = () => onOpen(item);
  const middleClick = (event: MouseEvent) => {
    if (event.button === 1) open();
  };
  return (
    <li className={cx('notification-item', unread && 'notification-item-unread')}>
      <span className="notification-dot" aria-hidden />
      <div className="notification-content">
        <div className="notification-head">
          <h3 className="notification-title">
            {unread ? <span className={VISUALLY_HIDDEN_CLASS}>{`${t('list.unread')} `}</span> : null}
            {isPortalPath(item.link) ? (
              <Link to={item.link} lang={CONTENT_LANG} onClick={open} onAuxClick={middleClick}>
                {item.title}
              </Link>
            ) : (
              // Not a path of the portal: shown, never followed.
              <span lang={CONTENT_LANG}>{item.title}</span>
            )}
          </h3>
          <Tag>{t(`kind.${item.kind}`)}</Tag>
        </div>
        <p className="notification-body" lang={CONTENT_LANG}>
          {item.body}
        </p>
        <time className="notification-time" dateTime={item.createdAt}>
          {formatMinute(item.createdAt)}
        </time>
      </div>
    </li>
  );
}
