import { vi } from 'vitest';
import { browser, setFeedback } from '../feedback';

export const TOKEN = 'tok_'.padEnd(40, 'x');

export const sampleState = {
  userType: 'second' as const,
  name: '张三',
  corName: '江苏数据科技有限公司',
  token: TOKEN,
  rights: ['domain:apply', '', 'workspace:home'],
};

/** Replaces toasts, dialogs and browser actions with spies. */
export function fakeFeedback() {
  const destroy = vi.fn();
  const message = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  const modal = { info: vi.fn(() => ({ destroy })) };
  setFeedback({ message, modal } as never);
  const actions = {
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => undefined),
    reload: vi.spyOn(browser, 'reload').mockImplementation(() => undefined),
    open: vi.spyOn(browser, 'open').mockImplementation(() => undefined),
    origin: vi.spyOn(browser, 'origin').mockReturnValue('http://nj.portal.test'),
    currentPath: vi.spyOn(browser, 'currentPath').mockReturnValue('/workspace/domain/apply?id=3#files'),
  };
  return { message, modal, destroy, actions };
}
