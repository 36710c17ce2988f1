/** Query keys of the news feature, general to specific (house style, TkDodo's factories). */
export const newsKeys = {
  all: () => ['news'] as const,
  lists: () => [...newsKeys.all(), 'list'] as const,
  details: () => [...newsKeys.all(), 'detail'] as const,
};
