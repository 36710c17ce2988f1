/** Query keys of the policy feature, general to specific (house style, TkDodo's factories). */
export const policyKeys = {
  all: () => ['policies'] as const,
  lists: () => [...policyKeys.all(), 'list'] as const,
  details: () => [...policyKeys.all(), 'detail'] as const,
};
