/**
 * @portal/feature-notifications (issue 22): what the portal tells an account. The page loads lazily
 * from `@portal/feature-notifications/routes`; the header's bell from `@portal/feature-notifications/bell`.
 */
export { notificationRoutes } from './routes';
export { notificationQueries, type NotificationFilters } from './api/notification-queries';
export { notificationsText } from './text';
