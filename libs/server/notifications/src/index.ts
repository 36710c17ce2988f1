/** Notifications (issue 22): stored with the change they tell of, shown in the workspace, texted where allowed. */
export { notify, notifyAll, type Notice } from './notify';
export { createSmsDispatcher, noticeText, type SmsDispatcher, type SmsDispatcherOptions } from './sms-dispatch';
export { myNotifications, myUnreadCount, readNotifications, mySettings, saveMySettings } from './notifications.service';
