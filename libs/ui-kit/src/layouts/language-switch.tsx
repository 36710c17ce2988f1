import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useState } from 'react';
import { changeLocale, useLocale, type Locale } from '@portal/i18n';
import { PlainButton } from '../plain/button';
import { COMPACT_LABEL_CLASS, VISUALLY_HIDDEN_CLASS } from './layout-css';

/** What the switch offers from each language: the other one, named in itself. */
const OTHER: Record<Locale, { locale: Locale; name: string; lang: string }> = {
  'zh-CN': { locale: 'en', name: 'English', lang: 'en' },
  en: { locale: 'zh-CN', name: '中文', lang: 'zh-CN' },
};

/**
 * Said once the page is in the chosen language, in that language (the button's new name alone was not
 * read). A moment after the page is drawn again: Orca drops what arrives in the flood of changes that
 * redraw makes (its debug log: "Not processing this event due to flood").
 */
const SWITCHED_DELAY_MS = 600;

/** The status's words, in the language switched to. */
const SWITCHED: Record<Locale, string> = {
  'zh-CN': '已切换为中文',
  en: 'Switched to English',
};

/**
 * Issue 19 §English: the 中文 / English switch in every header. It names the other language in that
 * language (marked with its `lang`, so a screen reader pronounces it right), and keeps the focus:
 * the page is drawn again in place, nothing navigates. Once it is, a status says so.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [switched, setSwitched] = useState<Locale | null>(null);
  const other = OTHER[locale];
  return (
    <>
      <PlainButton
        type="text"
        icon={GlobalOutlined}
        lang={other.lang}
        aria-label={other.name}
        aria-busy={busy || undefined}
        className="portal-language-switch"
        onClick={() => {
          setBusy(true);
          void changeLocale(other.locale)
            .then(() => window.setTimeout(() => setSwitched(other.locale), SWITCHED_DELAY_MS))
            .finally(() => setBusy(false));
        }}
      >
        <span className={COMPACT_LABEL_CLASS}>{other.name}</span>
      </PlainButton>
      {/* Issue 19 (Orca pass): a polite status, since a focused button's new name is not read out. */}
      <span role="status" className={VISUALLY_HIDDEN_CLASS} lang={switched ?? undefined}>
        {switched === locale ? SWITCHED[switched] : null}
      </span>
    </>
  );
}
