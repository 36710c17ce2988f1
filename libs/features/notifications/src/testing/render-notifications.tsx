import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { NotificationBell } from '../bell';
import { NotificationsPage } from '../pages/notifications-page';

export const LIST = '/web/notification/list';
export const UNREAD_COUNT = '/web/notification/unread-count';
export const READ = '/web/notification/read';
export const SETTINGS_PATH = '/web/notification/settings';

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only); each body is kept in `bodies`. */
export function post(path: string, resolver: HttpResponseResolver, bodies: unknown[] = []) {
  return http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, async (info) => {
    bodies.push(await info.request.clone().json());
    return resolver(info);
  });
}

/** The page as the shell routes it, with the header's bell beside it (they share the query cache). */
export function renderPage(path = '/workspace/notifications', queryClient = createQueryClient()) {
  const Page = () => (
    <>
      <NotificationBell />
      <NotificationsPage />
    </>
  );
  return { ...renderRoutes([{ path: '/workspace/notifications', Component: Page }], path, queryClient), queryClient };
}

/** The bell alone, on a workspace page. */
export function renderBell(queryClient = createQueryClient()) {
  return { ...renderRoutes([{ path: '/workspace/home', Component: NotificationBell }], '/workspace/home', queryClient), queryClient };
}
