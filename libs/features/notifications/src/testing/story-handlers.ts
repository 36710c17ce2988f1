import { delay, http } from 'msw';
import type { Notification, NotificationSettings } from '@portal/api-contract';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { NOTICES, SETTINGS, noticeList } from './fixtures';

const LIST = anyOrigin('/web/notification/list');
const UNREAD_COUNT = anyOrigin('/web/notification/unread-count');
const READ = anyOrigin('/web/notification/read');
const SETTINGS_PATH = anyOrigin('/web/notification/settings');

/** The stories' server: the notices and settings as they change (a story's `beforeEach` resets them), and what it was sent. */
export const notificationServer = {
  notices: [] as Notification[],
  settings: SETTINGS,
  sent: [] as unknown[],
  reset() {
    this.notices = NOTICES.map((item) => ({ ...item }));
    this.settings = { ...SETTINGS };
    this.sent.length = 0;
  },
};

const unreadOf = () => notificationServer.notices.filter((item) => !item.read).length;

const list = http.get(LIST, ({ request }) => {
  const unreadOnly = new URL(request.url).searchParams.get('unread') === '1';
  const items = notificationServer.notices.filter((item) => !unreadOnly || !item.read);
  return ok(noticeList(items, { unread: unreadOf() }));
});
const count = http.get(UNREAD_COUNT, () => ok({ unread: unreadOf() }));
const read = http.post(READ, async ({ request }) => {
  const body = (await request.json()) as { ids?: string[]; all?: boolean };
  notificationServer.sent.push(body);
  for (const item of notificationServer.notices) if (body.all || body.ids?.includes(item.id)) item.read = true;
  return ok({ unread: unreadOf() });
});
const settings = http.get(SETTINGS_PATH, () => ok(notificationServer.settings));
const save = http.post(SETTINGS_PATH, async ({ request }) => {
  const body = (await request.json()) as Pick<NotificationSettings, 'smsEnabled'>;
  notificationServer.sent.push(body);
  notificationServer.settings = { ...notificationServer.settings, ...body };
  return ok(notificationServer.settings);
});
const busy = () => failure(5000, '服务繁忙，请稍后再试');

/** msw handlers of the stories (`parameters.msw.handlers`). */
export const notificationHandlers = {
  page: [list, count, read, settings, save],
  empty: [http.get(LIST, () => ok(noticeList([]))), http.get(UNREAD_COUNT, () => ok({ unread: 0 })), settings, save],
  loading: [http.get(LIST, async () => delay('infinite')), http.get(SETTINGS_PATH, async () => delay('infinite')), count],
  error: [http.get(LIST, busy), http.get(SETTINGS_PATH, busy), count],
  /** Saving the setting fails: the switch moves back. */
  saveFails: [list, count, settings, http.post(SETTINGS_PATH, async () => (await delay(300), busy()))],
  /** The bell: its count only. */
  bell: (unread: number) => [http.get(UNREAD_COUNT, () => ok({ unread }))],
};
