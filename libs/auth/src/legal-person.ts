import { providerLoginLink } from './config';
import { browser, getFeedback } from './feedback';
import { authText } from './text';

/** Spec §9: the legal-person notice is 600 px wide. */
export const LEGAL_PERSON_MODAL_WIDTH = 600;

/**
 * Spec §6: only legal-person login is supported; otherwise a dialog says so, and
 * its OK button opens the provider login link in a new tab (for this site's
 * /login, so a corporate account signed in there comes back here).
 */
export function showLegalPersonOnly(message?: string): void {
  getFeedback().modal.info({
    title: authText.t('legalPerson.title'),
    width: LEGAL_PERSON_MODAL_WIDTH,
    content: message || authText.t('legalPerson.message'),
    okText: authText.t('legalPerson.ok'),
    onOk: () => browser.open(providerLoginLink(`${browser.origin()}/login`)),
  });
}
