import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts and dialogs outside React components. The shell registers antd's
 * context-aware instances (App.useApp, in antd's scope) at start so they carry the
 * site's theme; until then antd's static methods are used. Only types come from antd
 * here (issue 13): its code loads when the first toast or dialog is shown.
 */
export interface Feedback {
  message: Pick<MessageInstance, 'error' | 'success' | 'info'>;
  modal: { info(config: ModalFuncProps): { destroy(): void } };
}

/**
 * A dialog opened before its code has loaded: `destroy` holds until it has, so a dialog
 * closed early (a fast request) never shows.
 */
export function deferredDialog(open: Promise<{ destroy(): void }>): { destroy(): void } {
  let destroyed = false;
  void open.then((dialog) => {
    if (destroyed) dialog.destroy();
    else handle.destroy = () => dialog.destroy();
  });
  const handle = {
    destroy() {
      destroyed = true;
    },
  };
  return handle;
}

type Toast = 'error' | 'success' | 'info';
const staticToast =
  (kind: Toast) =>
  (...args: Parameters<MessageInstance[Toast]>) =>
    void import('antd/es/message').then(({ default: message }) => message[kind](...args));

const staticFeedback: Feedback = {
  // The callers never await a toast; antd's static API returns a thenable nobody reads.
  message: { error: staticToast('error'), success: staticToast('success'), info: staticToast('info') } as unknown as Feedback['message'],
  modal: { info: (config) => deferredDialog(import('antd/es/modal').then(({ default: Modal }) => Modal.info(config))) },
};

let feedback: Feedback = staticFeedback;

export function setFeedback(next: Feedback): void {
  feedback = next;
}

export function getFeedback(): Feedback {
  return feedback;
}
/** The browser actions auth performs, replaceable in tests. */
export interface BrowserActions {
  assign(url: string): void;
  reload(): void;
  open(url: string): void;
  origin(): string;
  currentPath(): string;
}

export const browser: BrowserActions = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  open: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  origin: () => window.location.origin,
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};
