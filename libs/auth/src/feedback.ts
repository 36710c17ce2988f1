import { message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts and dialogs outside React components. The shell registers antd's
 * context-aware instances (App.useApp) at start so they carry the site's theme;
 * until then antd's static methods are used.
 */
export interface Feedback {
  message: Pick<MessageInstance, 'error' | 'success' | 'info'>;
  modal: { info(config: ModalFuncProps): { destroy(): void } };
}

let feedback: Feedback = { message: staticMessage, modal: Modal };

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
