import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { Fragment, type ReactNode } from 'react';
import { THEME, cx } from './classes';

export interface PlainBreadcrumbProps {
  items: { key?: string; title: ReactNode }[];
  /** The navigation's name (a page can have several navigations). */
  label?: string;
}

/** antd's Breadcrumb markup; the last item is the current page. */
export function PlainBreadcrumb({ items, label }: PlainBreadcrumbProps) {
  const t = useText(uiText);
  label ??= t('common.breadcrumb');
  return (
    <nav className={cx('ant-breadcrumb', THEME)} aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.key ?? index}>
            {index > 0 ? (
              <li className="ant-breadcrumb-separator" aria-hidden>
                /
              </li>
            ) : null}
            <li className="ant-breadcrumb-item" aria-current={index === items.length - 1 ? 'page' : undefined}>
              <span className="ant-breadcrumb-link">{item.title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
