/** What `/workspace/annouce/:action` does (spec §2; the values are not shown in the spec): list, add, edit (`?id=`). */
export const ANNOUNCEMENT_ACTIONS = ['list', 'add', 'edit'] as const;
export type AnnouncementAction = (typeof ANNOUNCEMENT_ACTIONS)[number];
