/** Query keys of the data-product feature, general to specific (house style, TkDodo's factories). */
export const productKeys = {
  all: () => ['products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  details: () => [...productKeys.all(), 'detail'] as const,
};
