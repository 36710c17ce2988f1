import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthState } from '@portal/api-contract';
import { loginPath, useAuth, useLogout, type LogoutMode } from '@portal/auth';
import { COMPACT_LABEL_CLASS, useSite } from '@portal/ui-kit';
import { LOGIN_STRINGS } from '../strings';

// Issue 13: the password form (antd Form and its validator) loads when staff first open it, not with every page.
const ModifyPasswordModal = lazy(() => import('./modify-password-modal').then((module) => ({ default: module.ModifyPasswordModal })));

const S = LOGIN_STRINGS.userMenu;

/** Staff (primary level, spec §6) have a local password; corporations sign in through the SSO. */
function isStaff(state: AuthState): boolean {
  return state.userType === 'admin' || state.userType === 'user';
}

export interface UserMenuViewProps {
  /** The signed-in user; null when signed out. */
  state: AuthState | null;
  /** The login link (with preUrl) shown when signed out. */
  loginHref: string;
  /** `home` signs out of the portal; `provider` also ends the SSO session (spec §4 logout modes). */
  onLogout(mode: LogoutMode): void;
  /** Offer 工作台 in the menu (sites with a workspace). */
  showWorkspace?: boolean;
}

/** The header's user area, from explicit state (stories, tests). The shell uses {@link UserMenu}. */
export function UserMenuView({ state, loginHref, onLogout, showWorkspace = false }: UserMenuViewProps) {
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its closing motion afterwards.
  const [passwordFormWanted, setPasswordFormWanted] = useState(false);
  const navigate = useNavigate();

  if (!state) {
    return (
      <Button
        type="primary"
        href={loginHref}
        icon={<UserOutlined aria-hidden />}
        onClick={(event) => {
          // A real link (new tab, copy address) that navigates inside the app on a plain click.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(loginHref);
        }}
      >
        {S.login}
      </Button>
    );
  }

  const items: MenuProps['items'] = [
    // Issue 21 §2: from any page, the way into the workspace.
    ...(showWorkspace ? [{ key: 'workspace', label: S.workspace }] : []),
    ...(isStaff(state) ? [{ key: 'password', label: S.modifyPassword }] : []),
    { key: 'logout', label: S.logout, danger: true },
    // Corporations signed in through the SSO can end that session too.
    ...(isStaff(state) ? [] : [{ key: 'logout-provider', label: S.logoutProvider, danger: true }]),
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
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        {/* Below 992 px only the icon shows; the name stays the button's accessible name (issue 21 §3). */}
        <Button type="text" icon={<UserOutlined aria-hidden />} aria-haspopup="menu">
          <span className={COMPACT_LABEL_CLASS}>{title}</span>
          {state.corName ? (
            <Typography.Text type="secondary" className={COMPACT_LABEL_CLASS}>
              {state.name}
            </Typography.Text>
          ) : null}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {isStaff(state) && passwordFormWanted ? (
        <Suspense fallback={null}>
          <ModifyPasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The header's user area (spec §3 "logged in means an auth state is present"):
 * signed in, the user's name with 修改密码 (staff) and 退出登录; signed out, a
 * 登录 link that returns here afterwards (spec §2 preUrl).
 */
export function UserMenu() {
  const { state } = useAuth();
  const logout = useLogout();
  const { pathname, search, hash } = useLocation();
  // On the login pages themselves the link keeps their query instead of nesting preUrl.
  const loginHref = pathname.startsWith('/login') ? `/login${search}` : loginPath(`${pathname}${search}${hash}`);
  const showWorkspace = useSite().features.includes('workspace');
  return <UserMenuView state={state} loginHref={loginHref} onLogout={(mode) => void logout({ mode })} showWorkspace={showWorkspace} />;
}
