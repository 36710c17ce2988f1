import { useText } from '@portal/i18n';
import { uiText } from '../text';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { THEME, cx } from '../plain/classes';
import { PlainIcon } from '../plain/icon';
import { PlainText } from '../plain/typography';

/** The link's status texts in the active language (tests and stories read them here). */
export const DOWNLOAD_LINK_STRINGS = {
  get pending() {
    return uiText.t('download.pending');
  },
  get failed() {
    return uiText.t('download.failed');
  },
};

export interface DownloadLinkProps {
  /** The file's address: what the link points at (hover, copy address); a click fetches it through `onDownload`. */
  href: string;
  /** The link's text, usually the file name. */
  children: ReactNode;
  /**
   * Fetches and saves the file (with the session's token); rejects with an Error whose message
   * says why (无权下载该文件, 文件不存在或已删除 …). The signal aborts when the link goes away.
   */
  onDownload: (signal: AbortSignal) => Promise<unknown>;
}

type State = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Issue 21 §1: a download link for a file that needs the User-Token, which a plain
 * `<a download>` cannot send. A real link (focusable, Enter opens it, the address copies);
 * any click — modified or middle, which would open the address without the token — fetches
 * the file instead. While it comes, the link is busy and says so; a refusal is announced next
 * to it (role alert) and stays until the next try. Issue 13: no antd code.
 */
export function DownloadLink({ href, children, onDownload }: DownloadLinkProps) {
  const t = useText(uiText);
  const [state, setState] = useState<State>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const statusId = useId();
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'pending' });
    onDownload(controller.signal).then(
      () => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState({ status: 'idle' });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        inFlight.current = null;
        const message = error instanceof Error && error.message ? error.message : DOWNLOAD_LINK_STRINGS.failed;
        setState({ status: 'failed', message });
      },
    );
  };

  const pending = state.status === 'pending';
  const errorId = `${statusId}-error`;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      <a
        className={cx('ant-typography ant-typography-link', THEME)}
        href={href}
        onClick={start}
        onAuxClick={(event) => {
          if (event.button === 1) start(event);
        }}
        aria-busy={pending || undefined}
        aria-describedby={state.status === 'failed' ? errorId : statusId}
      >
        {children}
      </a>
      {/* A live region that is always there, so the pending text is read out when it appears. */}
      <PlainText type="secondary" role="status" id={statusId}>
        {pending ? (
          <span style={{ marginInlineStart: 8, whiteSpace: 'nowrap' }}>
            <PlainIcon icon={LoadingOutlined} className="anticon-spin" /> {t('download.pending')}
          </span>
        ) : null}
      </PlainText>
      {state.status === 'failed' ? (
        <PlainText type="danger" role="alert" id={errorId} style={{ marginInlineStart: 8 }}>
          {state.message}
        </PlainText>
      ) : null}
    </span>
  );
}
