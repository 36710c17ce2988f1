/** Query keys of the calls feature, general to specific (house style, TkDodo's factories). */
export const callKeys = {
  all: () => ['calls'] as const,
  lists: () => [...callKeys.all(), 'list'] as const,
  details: () => [...callKeys.all(), 'detail'] as const,
  /** The signed-in corporation's own responses (never shared between users: cleared on logout with the cache). */
  responses: () => [...callKeys.all(), 'my-response'] as const,
  /** Issue 21 §10c: the pages of the corporation's 我的反馈 (a key of its own: a call id could read 'list'). */
  responseLists: () => [...callKeys.all(), 'my-responses'] as const,
};
