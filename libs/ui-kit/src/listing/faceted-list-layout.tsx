import { useText } from '@portal/i18n';
import { uiText } from '../text';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useId, useRef, useState, type ReactNode } from 'react';
import { VISUALLY_HIDDEN_CLASS } from '../layouts/layout-css';
import { Link } from 'react-router-dom';
import { PlainBreadcrumb } from '../plain/breadcrumb';
import { THEME, cx } from '../plain/classes';
import { PlainIcon } from '../plain/icon';
import { PlainCol, PlainFlex, PlainRow } from '../plain/layout';
import { PlainPagination } from '../plain/pagination';
import { PlainText, PlainTitle } from '../plain/typography';
import { useMediaQuery } from '../theme/media-query';
import './listing.css';

/** antd's `md` breakpoint; listing.css switches the layout at the same width. */
const MD_UP = '(min-width: 768px)';

export interface ListPaging {
  current: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
  /** Accessible name of the pagination landmark. */
  label?: string;
  /** Each page's address: the pages are then links (issue 15). */
  hrefOf?: (page: number) => string;
}

export interface FacetedListLayoutProps {
  /** The page heading and last breadcrumb, e.g. 数据产品. */
  title: string;
  homeLabel?: string;
  /** Names the facet column, and the toggle that folds it on narrow screens. */
  facetsLabel: string;
  facets: ReactNode;
  search: ReactNode;
  /** The count line (announced politely when it changes). */
  summary: ReactNode;
  sort: ReactNode;
  /** The list itself. */
  children: ReactNode;
  /** Pagination, when there are rows. */
  paging?: ListPaging;
}

/**
 * The facet column: beside the list it is a named aside; under 768 px (listing.css) it folds above
 * the list behind a toggle drawn as antd's small Collapse, closed at first. The facets render
 * once, so their radio groups and names are never doubled.
 */
function Facets({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // listing.css switches by its media query; mirrored here so the markup says it too (a folded panel
  // and the toggle of a wide screen are `hidden`, out of the accessibility tree whatever the styles).
  const wide = useMediaQuery(MD_UP, true);
  return (
    <div className={cx('portal-facets', open && 'portal-facets-open')}>
      <div className={cx('ant-collapse ant-collapse-icon-placement-start ant-collapse-small portal-facets-toggle', THEME)} hidden={wide}>
        <div className={cx('ant-collapse-item', open && 'ant-collapse-item-active')}>
          <button type="button" className="ant-collapse-header" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            <span className="ant-collapse-expand-icon">
              <PlainIcon icon={RightOutlined} className="ant-collapse-arrow" />
            </span>
            <span className="ant-collapse-title">{label}</span>
          </button>
        </div>
      </div>
      <aside id={panelId} aria-label={label} className="portal-facets-panel" hidden={!wide && !open}>
        {children}
      </aside>
    </div>
  );
}

/**
 * The frame of a faceted catalogue list (spec §2 /dataResource, /dataProduct):
 * breadcrumbs, heading, facets beside the list, search, count and sort above it,
 * pages below. Under 768 px the facets fold above the list (issue 5: down to 375 px).
 * Issue 13: no antd code; the layout switches by media query (listing.css, antd's grid classes).
 */
export function FacetedListLayout({ title, homeLabel, facetsLabel, facets, search, summary, sort, children, paging }: FacetedListLayoutProps) {
  const wide = useMediaQuery(MD_UP, true);
  const t = useText(uiText);
  homeLabel ??= t('common.home');
  const summaryRef = useRef<HTMLDivElement>(null);
  const [pageNews, setPageNews] = useState('');
  // Issue 19: a new page of results takes the focus to the top of the list (its count line), not the
  // pagination at the bottom, and says which page it is.
  const changePage = (page: number, pageSize: number) => {
    paging?.onChange(page, pageSize);
    setPageNews(t('pagination.now', { page, pages: Math.max(1, Math.ceil((paging?.total ?? 0) / pageSize)) }));
    summaryRef.current?.focus();
  };
  return (
    <PlainFlex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <PlainBreadcrumb
        items={[
          { key: 'home', title: <Link to="/home">{homeLabel}</Link> },
          { key: 'current', title },
        ]}
      />
      <PlainTitle level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </PlainTitle>
      <PlainRow gutter={[24, 16]}>
        <PlainCol xs={24} md={8} lg={6}>
          <Facets label={facetsLabel}>{facets}</Facets>
        </PlainCol>
        <PlainCol xs={24} md={16} lg={18}>
          <PlainFlex vertical gap={16}>
            {search}
            <PlainFlex justify="space-between" align="center" wrap gap={8}>
              <div ref={summaryRef} tabIndex={-1} className="portal-list-summary">
                <PlainText aria-live="polite">{summary}</PlainText>
                <span role="status" className={VISUALLY_HIDDEN_CLASS}>
                  {pageNews}
                </span>
              </div>
              {sort}
            </PlainFlex>
            {children}
            {paging && paging.total > 0 ? (
              <PlainPagination
                label={paging.label ?? t('common.pagination')}
                current={paging.current}
                pageSize={paging.pageSize}
                total={paging.total}
                pageSizeOptions={paging.pageSizes}
                hrefOf={paging.hrefOf}
                showLessItems={!wide}
                onChange={changePage}
              />
            ) : null}
          </PlainFlex>
        </PlainCol>
      </PlainRow>
    </PlainFlex>
  );
}
