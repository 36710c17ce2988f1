/** Query keys of the workspace feature, general to specific (house style, TkDodo's factories). */
export const workspaceKeys = {
  all: () => ['workspace'] as const,
  homes: () => [...workspaceKeys.all(), 'home'] as const,
  userDetails: () => [...workspaceKeys.all(), 'user-detail'] as const,
};
