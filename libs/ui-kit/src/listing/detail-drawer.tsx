import { useText } from '@portal/i18n';
import { uiText } from '../text';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../navigation/page-title';
import { PlainIcon } from '../plain/icon';
import { THEME, cx } from '../plain/classes';
import { PlainSkeleton } from '../plain/surfaces';
import { useInAntdScope } from '../theme/antd-env';
import { WithDialogPopups } from '../theme/lazy-antd-scope';
import { DialogLayerContext } from './dialog-layer';
import { LoadFailed } from './load-failed';
import './listing.css';

/** History state marking an entry pushed by opening a detail, so closing can go back. */
const OPENED_HERE = 'detailOpenedHere';

/**
 * A record opened over its list through a query parameter (`/policy?id=…`, issue 5:
 * pages without a detail route). Opening pushes a history entry, so the browser's
 * back button closes it; closing a detail loaded directly from a link replaces
 * the entry instead (there is nothing to go back to).
 */
export function useDetailParam(name = 'id') {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(name) || undefined;
  const openedHere = Boolean(location.state && typeof location.state === 'object' && OPENED_HERE in location.state);
  const open = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { state: { [OPENED_HERE]: true } },
      ),
    [name, setParams],
  );
  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, navigate, openedHere, setParams]);
  /** The list's search without the detail parameter (for links that open another record). */
  const hrefFor = useCallback(
    (value: string) => {
      const next = new URLSearchParams(params);
      next.set(name, value);
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, name, params],
  );
  /** A link that opens a record like `open` does (a real href, so it also opens in a new tab). */
  const linkProps = useCallback((value: string) => ({ to: hrefFor(value), state: { [OPENED_HERE]: true } }), [hrefFor]);
  return { id, open, close, hrefFor, linkProps };
}

export interface DetailDrawerProps {
  open: boolean;
  /** Esc, the mask or the close button: called once per opening; the owner closes by `open`. */
  onClose: () => void;
  /** The record's title once loaded; names the dialog. */
  title?: ReactNode;
  status: 'pending' | 'error' | 'success';
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
  retryLabel?: string;
  /** The close button's name. */
  closeLabel?: string;
  /** Shown on success. */
  children?: ReactNode;
}

/** Opens a dialog as a modal (the browser traps the focus, Esc asks to close, the page behind turns inert). */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  // A DOM without showModal (some test environments): the `open` attribute shows it all the same.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

type DrawerDialogProps = Omit<DetailDrawerProps, 'open' | 'status' | 'loadingLabel' | 'errorTitle' | 'onRetry' | 'retryLabel'> & {
  label: ReactNode;
  closeLabel: string;
};

/**
 * The open drawer: a native <dialog> opened with showModal() and drawn with antd's Drawer class
 * names (listing.css places it on the right; its ::backdrop is the mask). Mounted while open.
 */
function DrawerDialog({ onClose, label, closeLabel, children }: DrawerDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  const inAntd = useInAntdScope();
  const setDialog = useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    setLayer(node);
  }, []);
  // The link or button that opened the drawer: the focus goes back to it when the drawer closes.
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const closeAsked = useRef(false);
  const pressedOnMask = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Asks the owner to close, once: Esc, the close button and the mask may all fire for one gesture,
  // and a second onClose could go back in history twice (useDetailParam).
  const requestClose = useCallback(() => {
    if (closeAsked.current) return;
    closeAsked.current = true;
    onCloseRef.current();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !dialog.contains(active)) opener.current = active;
    showModal(dialog);
    // The reader starts at the drawer's top (its title), not at the close button.
    panelRef.current?.focus();
    return () => {
      // Closed by unmounting (removed from the top layer without a close event): return the focus
      // by hand, unless it has already moved on (a link in the drawer opened another page).
      const now = document.activeElement;
      const target = opener.current;
      if (target?.isConnected && (now === null || now === document.body || dialog.contains(now))) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    // Handled here (a browser then raises no `cancel`): the owner closes the drawer by its `open`.
    event.preventDefault();
    requestClose();
  };
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnMask.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Outside the panel a click lands on the dialog itself (the mask); a text selection dragged out of the panel does not count.
    if (event.target === event.currentTarget && pressedOnMask.current) requestClose();
    pressedOnMask.current = false;
  };

  return (
    <dialog
      ref={setDialog}
      className={cx('ant-drawer ant-drawer-right ant-drawer-open portal-detail-drawer', THEME)}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      // Esc the keydown did not see, or a browser closing the dialog by itself: the owner decides.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={requestClose}
    >
      <div className="ant-drawer-content-wrapper">
        <div className="ant-drawer-section" ref={panelRef} tabIndex={-1}>
          <div className="ant-drawer-header">
            <div className="ant-drawer-header-title">
              <button type="button" className="ant-drawer-close" aria-label={closeLabel} onClick={requestClose}>
                <PlainIcon icon={CloseOutlined} />
              </button>
              {/* Named by its own title element, a heading above the record's sections. */}
              <div className="ant-drawer-title" id={titleId} role="heading" aria-level={2}>
                {label}
              </div>
            </div>
          </div>
          {/* It scrolls on its own: a keyboard user reaches it to scroll it (issue 19, axe scrollable-region-focusable). */}
          <div className="ant-drawer-body" tabIndex={0} aria-labelledby={titleId} role="region">
            <DialogLayerContext.Provider value={layer}>
              {/* antd content (a workspace drawer's review actions) gets its popups in the dialog's layer. */}
              {inAntd ? <WithDialogPopups>{children}</WithDialogPopups> : children}
            </DialogLayerContext.Provider>
          </div>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A record's full text over its list (issue 5 /policy, /applylist): a modal drawer
 * (focus kept inside, Esc, the mask and the close button close it, the focus returns to the
 * opener), full width under 768 px. Issue 13: a native <dialog>, no antd code.
 */
export function DetailDrawer({ open, onClose, title, status, loadingLabel, errorTitle, onRetry, retryLabel, closeLabel, children }: DetailDrawerProps) {
  const t = useText(uiText);
  closeLabel ??= t('common.close');
  // Issue 21 §11: while open, the record's title leads the document title (the list's page follows it).
  usePageTitle(open && status === 'success' && typeof title === 'string' ? title : undefined);
  if (!open) return null;
  let body: ReactNode;
  if (status === 'success') body = children;
  else if (status === 'error') body = <LoadFailed title={errorTitle} onRetry={onRetry} retryLabel={retryLabel} />;
  else {
    body = (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <PlainSkeleton rows={8} />
      </div>
    );
  }
  return (
    <DrawerDialog onClose={onClose} label={title ?? loadingLabel} closeLabel={closeLabel}>
      {body}
    </DrawerDialog>
  );
}
