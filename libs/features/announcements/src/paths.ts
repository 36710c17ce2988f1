/** Where the announcement pages live (spec §2 workspace child `annouce/:action`; the route's spelling is the spec's). */
const BASE = '/workspace/annouce';

export const ANNOUNCEMENT_ACTIONS = ['list', 'add', 'edit'] as const;
export type AnnouncementAction = (typeof ANNOUNCEMENT_ACTIONS)[number];

export const announcementPaths = {
  list: `${BASE}/list`,
  add: `${BASE}/add`,
  edit: (id: string) => `${BASE}/edit?${new URLSearchParams({ id }).toString()}`,
};
