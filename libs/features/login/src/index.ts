/**
 * @portal/feature-login: the login routes of spec §2 (/login, /login/choose) and
 * the header's user menu. The shell lazy-loads the pages and places UserMenu.
 */
export { LoginPage } from './pages/login-page';
export { ChoosePage } from './pages/choose-page';
export { UserMenu, UserMenuView, type UserMenuViewProps } from './components/user-menu';
export { SmsStep, type SmsStepProps } from './components/sms-step';
export { loginServiceUrl, providerLoginHref } from './utils/service-url';
export { afterLoginPath, DEFAULT_AFTER_LOGIN } from './utils/redirect';
export { LOGIN_STRINGS } from './strings';
