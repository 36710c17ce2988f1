import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { Suspense, lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthState } from '@portal/api-contract';
import type { LogoutMode } from '@portal/auth';
import { CONTENT_LANG, useText, withLocaleReady } from '@portal/i18n';
import { AntdScope, COMPACT_LABEL_CLASS } from '@portal/ui-kit';
import { loginMenuText } from '../menu-text';
import { isStaff } from '../utils/staff';

// Issue 13: the password form (antd Form and its validator) loads when staff first open it, not with every page.
// The sign-in strings are not in the first load (issue 13): in English they arrive before the dialog renders.
const ModifyPasswordModal = lazy(withLocaleReady(() => import('./modify-password-modal').then((module) => ({ default: module.ModifyPasswordModal }))));

export interface SignedInMenuProps {
  state: AuthState;
  onLogout(mode: LogoutMode): void;
  showWorkspace: boolean;
}

/** The signed-in user's menu (antd's Dropdown, in antd's scope): loaded only for a signed-in visitor. */
export default function SignedInMenu({ state, onLogout, showWorkspace }: SignedInMenuProps) {
  const t = useText(loginMenuText);
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its closing motion afterwards.
  const [passwordFormWanted, setPasswordFormWanted] = useState(false);
  // Issue 19: the button says whether its menu is open, and takes the focus back when the dialog it led to closes.
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    // Issue 21 §2: from any page, the way into the workspace.
    ...(showWorkspace ? [{ key: 'workspace', label: t('userMenu.workspace') }] : []),
    ...(isStaff(state) ? [{ key: 'password', label: t('userMenu.modifyPassword') }] : []),
    { key: 'logout', label: t('userMenu.logout'), danger: true },
    // Corporations signed in through the SSO can end that session too.
    ...(isStaff(state) ? [] : [{ key: 'logout-provider', label: t('userMenu.logoutProvider'), danger: true }]),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'workspace') void navigate('/workspace');
    if (key === 'password') {
      setPasswordFormWanted(true);
      setChangingPassword(true);
    }
    if (key === 'logout') onLogout('home');
    if (key === 'logout-provider') onLogout('provider');
  };
  const title = state.corName || state.name;

  return (
    <AntdScope>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        open={menuOpen}
        onOpenChange={setMenuOpen}
        // In the header (the banner landmark) rather than at the end of the page, outside every landmark.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        {/* Below 992 px only the icon shows; the name stays the button's accessible name (issue 21 §3). */}
        <Button ref={button} type="text" icon={<UserOutlined aria-hidden />} aria-haspopup="menu" aria-expanded={menuOpen}>
          <span className={COMPACT_LABEL_CLASS} lang={CONTENT_LANG}>
            {title}
          </span>
          {state.corName ? (
            <Typography.Text type="secondary" className={COMPACT_LABEL_CLASS} lang={CONTENT_LANG}>
              {state.name}
            </Typography.Text>
          ) : null}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {isStaff(state) && passwordFormWanted ? (
        <Suspense fallback={null}>
          <ModifyPasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} afterClose={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </AntdScope>
  );
}
