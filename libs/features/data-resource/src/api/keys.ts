/** Query keys of the data-resource feature, general to specific (house style, TkDodo's factories). */
export const resourceKeys = {
  all: () => ['resources'] as const,
  lists: () => [...resourceKeys.all(), 'list'] as const,
  details: () => [...resourceKeys.all(), 'detail'] as const,
  options: () => [...resourceKeys.all(), 'options'] as const,
};
