/** Mutation keys of the login feature, general to specific (house style, TkDodo's factories). */
export const loginKeys = {
  all: () => ['login'] as const,
  primary: () => [...loginKeys.all(), 'primary'] as const,
  msgSend: () => [...loginKeys.all(), 'msg-send'] as const,
  msgCheck: () => [...loginKeys.all(), 'msg-check'] as const,
  second: () => [...loginKeys.all(), 'second'] as const,
  modifyPassword: () => [...loginKeys.all(), 'modify-password'] as const,
};
