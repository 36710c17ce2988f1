import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import { useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { ButtonLink } from '@portal/ui-kit';
import { notificationQueries } from './api/notification-queries';
import { bellText } from './bell-text';
import './bell.css';

/** How often the bell asks for the count while the window is in use (TanStack Query pauses it in the background). */
export const BELL_REFRESH_MS = 60_000;

/** The badge's text: the count, `99+` above 99. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * Issue 22: the workspace header's bell — a link to 消息通知 with the unread count in a badge (none at
 * 0), named with the count for screen readers (as the badge writes it: 99+ above 99, so the name
 * holds the visible text). Drawn without antd's code (ui-kit's plain button), so
 * the chunk stays small; the shell loads it lazily for a signed-in user in the workspace only.
 */
export function NotificationBell() {
  const t = useText(bellText);
  const { data } = useQuery({ ...notificationQueries.unreadCount(), refetchInterval: BELL_REFRESH_MS, refetchOnWindowFocus: true });
  const count = data?.unread ?? 0;
  return (
    <ButtonLink
      to={paths.workspace.notifications.path}
      type="text"
      icon={BellOutlined}
      className="ant-btn-icon-only portal-notification-bell"
      aria-label={count > 0 ? t('labelUnread', { count: badgeText(count) }) : t('label')}
    >
      {count > 0 ? (
        <span className="portal-notification-badge" aria-hidden>
          {badgeText(count)}
        </span>
      ) : null}
    </ButtonLink>
  );
}

export default NotificationBell;
