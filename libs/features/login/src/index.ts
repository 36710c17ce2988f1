/**
 * @portal/feature-login: the login routes of spec §2 (/login, /login/choose) and
 * the header's user menu. The shell places UserMenu; the pages are loaded lazily
 * from the `@portal/feature-login/routes` entry.
 */
export { UserMenu, UserMenuView, type UserMenuViewProps } from './components/user-menu';
export { SmsStep, type SmsStepProps } from './components/sms-step';
export { loginServiceUrl, providerLoginHref } from './utils/service-url';
export { afterLoginPath, DEFAULT_AFTER_LOGIN } from './utils/redirect';
export { loginMutations } from './api/login-mutations';
export { loginText } from './text';
