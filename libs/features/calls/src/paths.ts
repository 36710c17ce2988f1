/** Where a call opens (issue 5). */
export const callDetailPath = (id: string) => `/applylist?${new URLSearchParams({ id }).toString()}`;

/** Issue 21 §10c: the corporation's 我的反馈, a workspace page (the shell's route table: call/responses). */
export const MY_RESPONSES_PATH = '/workspace/call/responses';
