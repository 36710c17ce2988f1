import { afterEach, describe, expect, it, vi } from 'vitest';

const { staticMessage, staticModal, dialog } = vi.hoisted(() => {
  const opened = { destroy: vi.fn() };
  return { staticMessage: { error: vi.fn(), success: vi.fn(), info: vi.fn() }, staticModal: { info: vi.fn(() => opened) }, dialog: opened };
});
vi.mock('antd/es/message', () => ({ default: staticMessage }));
vi.mock('antd/es/modal', () => ({ default: staticModal }));

afterEach(() => {
  vi.clearAllMocks();
  vi.resetModules();
});

describe('issue 13: toasts and dialogs load antd only when shown', () => {
  it("before the shell registers its instances, toasts go to antd's static methods, loaded then", async () => {
    const { getFeedback } = await import('./feedback');
    getFeedback().message.error('出错了');
    await vi.waitFor(() => expect(staticMessage.error).toHaveBeenCalledWith('出错了'), { timeout: 15_000 });
    getFeedback().message.success('已保存');
    await vi.waitFor(() => expect(staticMessage.success).toHaveBeenCalledWith('已保存'), { timeout: 15_000 });
    getFeedback().message.info('提示');
    await vi.waitFor(() => expect(staticMessage.info).toHaveBeenCalledWith('提示'), { timeout: 15_000 });
  });

  it("a dialog opened through the static fallback is antd's Modal.info, and destroy reaches it once loaded", async () => {
    const { getFeedback } = await import('./feedback');
    const handle = getFeedback().modal.info({ title: '您已安全退出' });
    await vi.waitFor(() => expect(staticModal.info).toHaveBeenCalledWith({ title: '您已安全退出' }), { timeout: 15_000 });
    handle.destroy();
    expect(dialog.destroy).toHaveBeenCalledTimes(1);
  });

  it('a dialog destroyed before its code has loaded is closed as soon as it opens (a fast request never shows one)', async () => {
    const { deferredDialog } = await import('./feedback');
    let open: (value: { destroy(): void }) => void = () => undefined;
    const handle = deferredDialog(new Promise((resolve) => (open = resolve)));
    handle.destroy();
    const opened = { destroy: vi.fn() };
    open(opened);
    await vi.waitFor(() => expect(opened.destroy).toHaveBeenCalledTimes(1));
  });

  it('registered instances replace the fallback', async () => {
    const { getFeedback, setFeedback } = await import('./feedback');
    const message = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
    setFeedback({ message, modal: staticModal } as never);
    getFeedback().message.error('x');
    expect(message.error).toHaveBeenCalledWith('x');
    expect(staticMessage.error).not.toHaveBeenCalled();
  });
});
