import { useText } from '@portal/i18n';
import { WorkspacePage } from '@portal/ui-kit';
import { NotificationListSection } from '../components/notification-list';
import { NotificationSettingsSection } from '../components/notification-settings';
import { notificationsText } from '../text';

/**
 * Issue 22 /workspace/notifications (every signed-in user type): the account's notices — decisions
 * on its applications, authorizations about to expire, responses to calls (staff) — and whether
 * they are also texted. Each part loads, fails and retries on its own.
 */
export function NotificationsPage() {
  const t = useText(notificationsText);
  return (
    <WorkspacePage title={t('title')} subtitle={t('subtitle')}>
      <NotificationListSection />
      <NotificationSettingsSection />
    </WorkspacePage>
  );
}

export default NotificationsPage;
