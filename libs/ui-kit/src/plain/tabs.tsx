import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { THEME, cx } from './classes';

export interface PlainTab {
  key: string;
  label: ReactNode;
}

export interface PlainTabsProps {
  items: readonly PlainTab[];
  activeKey: string;
  onChange(key: string): void;
  /** The tab list's accessible name. */
  label: string;
  /** The id of the panel the tabs control (the content the caller renders below). */
  panelId?: string;
}

/**
 * antd's Tabs bar markup as a WAI-ARIA tab list (issue 13: no antd code): the active tab is the
 * one Tab reaches; arrows, Home and End move to and select a tab. The caller renders the panel.
 */
export function PlainTabs({ items, activeKey, onChange, label, panelId }: PlainTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(item.key)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className={cx('ant-tabs ant-tabs-top ant-tabs-css-var portal-tabs', THEME)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ant-tabs-nav" ref={list}>
        <div className="ant-tabs-nav-wrap">
          <div className="ant-tabs-nav-list">
            {items.map((item, index) => {
              const active = item.key === activeKey;
              return (
                <div key={item.key} className={cx('ant-tabs-tab', active && 'ant-tabs-tab-active')}>
                  <button
                    type="button"
                    role="tab"
                    data-tab-key={item.key}
                    aria-selected={active}
                    aria-controls={panelId}
                    tabIndex={active ? 0 : -1}
                    className="ant-tabs-tab-btn"
                    onClick={() => onChange(item.key)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.label}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
