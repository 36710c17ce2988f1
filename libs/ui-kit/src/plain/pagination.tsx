import { useText } from '@portal/i18n';
import { uiText } from '../text';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { THEME, cx } from './classes';
import { PlainIcon } from './icon';

export interface PlainPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly number[];
  onChange(page: number, pageSize: number): void;
  /** Fewer page buttons around the current one (narrow screens). */
  showLessItems?: boolean;
  /** The navigation's accessible name. */
  label?: string;
  /**
   * Issue 15: each page's address. Pages are then links (they open without JavaScript, in a new tab,
   * and are crawled); a plain click still changes the page in place through `onChange`.
   */
  hrefOf?: (page: number) => string;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const isModifiedClick = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface PageControlProps {
  page: number;
  hrefOf: ((page: number) => string) | undefined;
  go: (page: number) => void;
  className?: string;
  disabled?: boolean;
  current?: boolean;
  label: string;
  children: ReactNode;
}

/** One control of the pagination: a link to the page when it has an address, else a button. */
function PageControl({ page, hrefOf, go, className, disabled = false, current = false, label, children }: PageControlProps) {
  const ariaCurrent = current ? 'page' : undefined;
  if (!hrefOf) {
    return (
      <button className={className} type="button" aria-label={label} aria-current={ariaCurrent} disabled={disabled} onClick={() => go(page)}>
        {children}
      </button>
    );
  }
  // A link with nowhere to go (the previous page of the first) is disabled, as a link can be.
  if (disabled)
    return (
      <a className={className} role="link" aria-label={label} aria-disabled="true">
        {children}
      </a>
    );
  return (
    <a
      className={className}
      href={hrefOf(page)}
      aria-label={label}
      aria-current={ariaCurrent}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        go(page);
      }}
    >
      {children}
    </a>
  );
}

/** The pages shown: the first, the last, and a window around the current one; null where pages are left out. */
export function pageWindow(current: number, pages: number, radius: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page === 1 || page === pages || Math.abs(page - current) <= radius) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * antd's Pagination markup with real buttons (issue 13: no antd code): the current page is marked
 * for everyone (aria-current), the page size is a native select with a label.
 */
export function PlainPagination({ current, pageSize, total, pageSizeOptions = [], onChange, showLessItems = false, label, hrefOf }: PlainPaginationProps) {
  const t = useText(uiText);
  label ??= t('common.pagination');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(Math.max(page, 1), pages), pageSize);
  return (
    <nav aria-label={label}>
      <ul className={cx('ant-pagination ant-pagination-center portal-pagination', showLessItems && 'ant-pagination-mini', THEME)}>
        <li className={cx('ant-pagination-prev', current <= 1 && 'ant-pagination-disabled')}>
          <PageControl page={current - 1} hrefOf={hrefOf} go={go} className="ant-pagination-item-link" label={t('pagination.previous')} disabled={current <= 1}>
            <PlainIcon icon={LeftOutlined} />
          </PageControl>
        </li>
        {pageWindow(current, pages, showLessItems ? 1 : 2).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="ant-pagination-item portal-pagination-gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={page} className={cx('ant-pagination-item', `ant-pagination-item-${page}`, page === current && 'ant-pagination-item-active')}>
              <PageControl page={page} hrefOf={hrefOf} go={go} label={t('pagination.page', { page })} current={page === current}>
                {page}
              </PageControl>
            </li>
          ),
        )}
        <li className={cx('ant-pagination-next', current >= pages && 'ant-pagination-disabled')}>
          <PageControl page={current + 1} hrefOf={hrefOf} go={go} className="ant-pagination-item-link" label={t('pagination.next')} disabled={current >= pages}>
            <PlainIcon icon={RightOutlined} />
          </PageControl>
        </li>
        {pageSizeOptions.length > 1 ? (
          <li className="ant-pagination-options">
            <label htmlFor={sizeId} className="portal-visually-hidden">
              {t('pagination.pageSize')}
            </label>
            <select id={sizeId} className="portal-page-size" value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {t('pagination.perPage', { size })}
                </option>
              ))}
            </select>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
