import { act } from '@testing-library/react';
import type { AuthState } from '@portal/api-contract';
import { STORAGE_KEYS } from '@portal/auth';
import { SESSION_ENDING_EVENT } from '@portal/util';

const TOKEN = 't'.repeat(32);
/** Two staff accounts of the same tab (issue 19: a kept form belongs to the one who typed it). */
export const STAFF_A: AuthState = { userType: 'admin', name: '王管理', corName: '', token: TOKEN, rights: [] };
export const STAFF_B: AuthState = { userType: 'admin', name: '李运营', corName: '', token: TOKEN, rights: [] };

/** Spec §3: signed in means an AuthState in local storage. */
export const signInAs = (state: AuthState) => localStorage.setItem(STORAGE_KEYS.authState, JSON.stringify(state));

/** The session is given up (its idle end, an HTTP 401): the forms on the page keep what was typed. */
export const endSession = () => act(() => window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));

export const RESTORED = '已恢复登录失效前填写的内容，请核对后保存。';
