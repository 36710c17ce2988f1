import { useLocale, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { PlainCard, PlainParagraph, PlainTitle, pageLabel, siteName, uiText, useSite } from '@portal/ui-kit';
import { accessibilityText } from '../accessibility-text';

/** When the statement was last reviewed against the platform (update with each review). */
export const STATEMENT_REVIEWED = '2026-11-26';

const FEATURES = ['keyboard', 'reader', 'ageFriendly', 'language', 'reflow', 'system'] as const;
const LIMITS = ['toasts', 'content', 'external'] as const;

/**
 * 无障碍声明 (issue 19): what the portal aims for, offers, checks and lacks, and how to reach the
 * site's service desk, as a government site publishes it (linked from every footer). Drawn
 * without antd's code, like the other public pages.
 */
export default function AccessibilityPage() {
  const site = useSite();
  const t = useText(accessibilityText);
  const ui = useText(uiText);
  const locale = useLocale();
  const { contact } = site;
  return (
    <PlainCard>
      <PlainTitle level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {pageLabel(ui, paths.accessibility)}
      </PlainTitle>
      <PlainParagraph>{t('a11y.intro', { site: siteName(locale, site) })}</PlainParagraph>
      <PlainTitle level={2}>{t('a11y.standard.title')}</PlainTitle>
      <PlainParagraph>{t('a11y.standard.body')}</PlainParagraph>
      <PlainTitle level={2}>{t('a11y.features.title')}</PlainTitle>
      <ul>
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`a11y.features.${feature}`)}</li>
        ))}
      </ul>
      <PlainTitle level={2}>{t('a11y.testing.title')}</PlainTitle>
      <PlainParagraph>{t('a11y.testing.body')}</PlainParagraph>
      <PlainTitle level={2}>{t('a11y.limits.title')}</PlainTitle>
      <ul>
        {LIMITS.map((limit) => (
          <li key={limit}>{t(`a11y.limits.${limit}`)}</li>
        ))}
      </ul>
      <PlainTitle level={2}>{t('a11y.feedback.title')}</PlainTitle>
      <PlainParagraph>{t('a11y.feedback.body')}</PlainParagraph>
      {contact?.phone || contact?.email ? (
        <ul>
          {contact.phone ? (
            <li>
              {ui('common.labelled', { label: ui('footer.phone') })}
              {contact.phone}
            </li>
          ) : null}
          {contact.email ? (
            <li>
              {ui('common.labelled', { label: ui('footer.email') })}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <PlainParagraph className="ant-typography-secondary">{t('a11y.reviewed', { date: STATEMENT_REVIEWED })}</PlainParagraph>
    </PlainCard>
  );
}
