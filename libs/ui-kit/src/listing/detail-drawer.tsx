import { Grid, Drawer, Skeleton } from 'antd';
import { useCallback, useId, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../navigation/page-title';
import { LoadFailed } from './list-states';

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
  onClose: () => void;
  /** The record's title once loaded; names the dialog. */
  title?: ReactNode;
  status: 'pending' | 'error' | 'success';
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
  retryLabel?: string;
  /** Shown on success. */
  children?: ReactNode;
}

/**
 * A record's full text over its list (issue 5 /policy, /applylist): a modal drawer
 * (focus kept inside, Esc and the close button close it), full width under 768 px.
 */
export function DetailDrawer({ open, onClose, title, status, loadingLabel, errorTitle, onRetry, retryLabel, children }: DetailDrawerProps) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const titleId = useId();
  // Issue 21 §11: while open, the record's title leads the document title (the list's page follows it).
  usePageTitle(open && status === 'success' && typeof title === 'string' ? title : undefined);
  let body: ReactNode;
  if (status === 'success') body = children;
  else if (status === 'error') body = <LoadFailed title={errorTitle} onRetry={onRetry} retryLabel={retryLabel} />;
  else {
    body = (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      // Named by its own title element: the one antd wires up is lost when the title changes after loading.
      title={<span id={titleId}>{title ?? loadingLabel}</span>}
      aria-labelledby={titleId}
      size={narrow ? '100%' : 760}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
