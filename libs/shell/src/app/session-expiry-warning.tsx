import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  SESSION_WARNING_MS,
  expireSession,
  getFeedback,
  keepSessionAlive,
  sessionDeadline,
  subscribeSessionClock,
  useLogout,
  type SessionNavigation,
} from '@portal/auth';
import { useText } from '@portal/i18n';
import { PlainButton, PlainFlex, PlainTitle, THEME, cx } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { sessionText } from '../session-text';

/**
 * Issue 19 §Time (WCAG 2.2.1), for a signed-in visitor: two minutes before a signed-in session would end for being idle, a
 * modal dialog says when and offers 继续使用 (keeps the session alive on the server) or 退出登录.
 * Left alone, the session is given up at its end: the page's forms keep what was typed
 * (SESSION_ENDING_EVENT), and the visitor goes to sign in with the page as preUrl (spec §2).
 */
export function SessionExpiryWarning({ navigation }: { navigation: SessionNavigation }) {
  const t = useText(sessionText);
  const logout = useLogout();
  const deadline = useSyncExternalStore(subscribeSessionClock, sessionDeadline, () => null);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Mounted for a signed-in visitor only (session-watch.tsx): learn the session's end from the server.
  useEffect(() => {
    void keepSessionAlive().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const warn = setTimeout(() => setOpen(true), Math.max(0, deadline - SESSION_WARNING_MS - Date.now()));
    const end = setTimeout(
      () => {
        setOpen(false);
        getFeedback().message.info(sessionText.t('session.expired'));
        expireSession(navigation);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [deadline, navigation]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The answer most visitors want has the focus (React's autoFocus acts at mount, when the dialog was closed).
      keepButton.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const keep = () => {
    void keepSessionAlive().then(
      () => {
        setOpen(false);
        getFeedback().message.success(sessionText.t('session.kept'));
      },
      () => getFeedback().message.error(sessionText.t('session.keepFailed')),
    );
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="session-expiry-title"
      aria-describedby="session-expiry-body"
      className={cx('ant-modal-content', THEME)}
      style={{ maxWidth: 440, width: 'calc(100% - 32px)', padding: 24, border: 'none', borderRadius: 8 }}
      onCancel={(event) => {
        // Escape keeps the session: closing the warning is the visitor answering it.
        event.preventDefault();
        keep();
      }}
    >
      <PlainTitle level={2} id="session-expiry-title" style={{ fontSize: 18, marginTop: 0 }}>
        {t('session.title')}
      </PlainTitle>
      <p id="session-expiry-body">{t('session.body', { time: deadline === null ? '' : formatMinute(new Date(deadline).toISOString()).slice(-5) })}</p>
      <PlainFlex gap={8} justify="end">
        <PlainButton onClick={() => void logout({ mode: 'home' })}>{t('session.logout')}</PlainButton>
        <PlainButton ref={keepButton} type="primary" onClick={keep}>
          {t('session.keep')}
        </PlainButton>
      </PlainFlex>
    </dialog>
  );
}

export default SessionExpiryWarning;
