import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PrefetchLink } from '../navigation/prefetch';
import { PlainTitle } from '../plain/typography';
import { AntdScope } from '../theme/antd-scope';
import { isCurrentEntry } from './nav-menu';
import type { DrawerSection } from './site-header';

/** One group of the drawer: a labelled list of links, the current one marked. */
function DrawerGroup({ section, pathname, onNavigate }: { section: DrawerSection; pathname: string; onNavigate(): void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="portal-drawer-group">
      <PlainTitle id={headingId} level={2} className="portal-drawer-heading">
        {section.label}
      </PlainTitle>
      <ul>
        {section.entries.map((entry) => {
          const current = isCurrentEntry(entry, pathname);
          return (
            <li key={entry.path}>
              <PrefetchLink
                to={entry.path}
                prefetch="intent"
                aria-current={current ? 'page' : undefined}
                className={current ? 'portal-drawer-current' : undefined}
                onClick={onNavigate}
              >
                {entry.label}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface MenuDrawerProps {
  open: boolean;
  onClose(): void;
  sections: readonly DrawerSection[];
  /** Where the focus goes back when the drawer closes without a navigation (the 菜单 button). */
  returnFocus(): void;
}

/** The 菜单 drawer of narrow screens (site-header.tsx loads it on the first press). */
export default function MenuDrawer({ open, onClose, sections, returnFocus }: MenuDrawerProps) {
  const t = useText(uiText);
  const { pathname } = useLocation();
  // Closed by following a link: the new page, not the menu button, gets the focus.
  const navigated = useRef(false);
  return (
    <AntdScope>
      <Drawer
        open={open}
        onClose={onClose}
        afterOpenChange={(visible) => {
          if (!visible && !navigated.current) returnFocus();
          navigated.current = false;
        }}
        placement="right"
        size="min(320px, 86vw)"
        title={t('header.menu')}
        closeIcon={<CloseOutlined aria-label={t('header.closeMenu')} />}
        rootClassName="portal-drawer"
      >
        <nav aria-label={t('header.menu')}>
          {sections.map((section) => (
            // Following a link closes the drawer; the page it opens takes the focus.
            <DrawerGroup
              key={section.label}
              section={section}
              pathname={pathname}
              onNavigate={() => {
                navigated.current = true;
                onClose();
              }}
            />
          ))}
        </nav>
      </Drawer>
    </AntdScope>
  );
}
