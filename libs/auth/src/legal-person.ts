import { providerLoginLink } from './config';
import { browser, getFeedback } from './feedback';

/** Spec §9: the legal-person notice is 600 px wide. */
export const LEGAL_PERSON_MODAL_WIDTH = 600;

export const LEGAL_PERSON_MESSAGE = '本平台仅支持法人（企业）用户登录，请使用法人账号在统一身份认证平台登录后再访问。';

/**
 * Spec §6: only legal-person login is supported; otherwise a dialog says so, and
 * its OK button opens the provider login link in a new tab (for this site's
 * /login, so a corporate account signed in there comes back here).
 */
export function showLegalPersonOnly(message?: string): void {
  getFeedback().modal.info({
    title: '仅支持法人登录',
    width: LEGAL_PERSON_MODAL_WIDTH,
    content: message || LEGAL_PERSON_MESSAGE,
    okText: '确定',
    onOk: () => browser.open(providerLoginLink(`${browser.origin()}/login`)),
  });
}
