import { StaticPage } from '../components/static-page';

/** Spec §2 /richTextCenter (hidden from the menu): the privacy policy statement. */
export function PrivacyPage() {
  return <StaticPage slug="privacy" />;
}
