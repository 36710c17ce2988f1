import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthState } from '@portal/api-contract';
import { loginPath, useAuth, useLogout, type LogoutMode } from '@portal/auth';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { ButtonLink, COMPACT_LABEL_CLASS, PlainIcon, buttonClass, useSite, withAntdStylesheet } from '@portal/ui-kit';
import { loginMenuText } from '../menu-text';

// Issue 13: a signed-in visitor's menu (antd's Dropdown) loads for them only; the 登录 link carries no antd code.
const SignedInMenu = lazy(withAntdStylesheet(() => import('./signed-in-menu')));

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
  const t = useText(loginMenuText);
  if (!state) {
    return (
      <ButtonLink type="primary" to={loginHref} icon={UserOutlined} prefetch="none">
        {t('userMenu.login')}
      </ButtonLink>
    );
  }
  const title = state.corName || state.name;
  return (
    // Until the menu's code has loaded, its look without its role (nothing to press yet).
    <Suspense
      fallback={
        <span className={buttonClass({ type: 'text' })} aria-hidden>
          <span className="ant-btn-icon">
            <PlainIcon icon={UserOutlined} />
          </span>
          <span className={COMPACT_LABEL_CLASS} lang={CONTENT_LANG}>
            {title}
          </span>
        </span>
      }
    >
      <SignedInMenu state={state} onLogout={onLogout} showWorkspace={showWorkspace} />
    </Suspense>
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
