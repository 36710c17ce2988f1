import { useText } from '@portal/i18n';
import { uiText } from '../text';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useId } from 'react';
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
export function PlainPagination({ current, pageSize, total, pageSizeOptions = [], onChange, showLessItems = false, label }: PlainPaginationProps) {
  const t = useText(uiText);
  label ??= t('common.pagination');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(Math.max(page, 1), pages), pageSize);
  return (
    <nav aria-label={label}>
      <ul className={cx('ant-pagination ant-pagination-center portal-pagination', showLessItems && 'ant-pagination-mini', THEME)}>
        <li className={cx('ant-pagination-prev', current <= 1 && 'ant-pagination-disabled')}>
          <button
            className="ant-pagination-item-link"
            type="button"
            aria-label={t('pagination.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <PlainIcon icon={LeftOutlined} />
          </button>
        </li>
        {pageWindow(current, pages, showLessItems ? 1 : 2).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="ant-pagination-item portal-pagination-gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={page} className={cx('ant-pagination-item', `ant-pagination-item-${page}`, page === current && 'ant-pagination-item-active')}>
              <button type="button" aria-label={t('pagination.page', { page })} aria-current={page === current ? 'page' : undefined} onClick={() => go(page)}>
                {page}
              </button>
            </li>
          ),
        )}
        <li className={cx('ant-pagination-next', current >= pages && 'ant-pagination-disabled')}>
          <button
            className="ant-pagination-item-link"
            type="button"
            aria-label={t('pagination.next')}
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <PlainIcon icon={RightOutlined} />
          </button>
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
