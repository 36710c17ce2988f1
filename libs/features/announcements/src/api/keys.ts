/** Query keys of the announcements feature, general to specific (house style, TkDodo's factories). */
export const announcementKeys = {
  all: () => ['announcements'] as const,
  lists: () => [...announcementKeys.all(), 'list'] as const,
  details: () => [...announcementKeys.all(), 'detail'] as const,
};
