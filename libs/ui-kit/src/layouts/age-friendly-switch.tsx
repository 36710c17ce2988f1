import FontSizeOutlined from '@ant-design/icons-svg/es/asn/FontSizeOutlined';
import { useText } from '@portal/i18n';
import { PlainButton } from '../plain/button';
import { useReadingMode } from '../theme/reading-mode';
import { uiText } from '../text';
import { COMPACT_LABEL_CLASS } from './layout-css';

/**
 * Issue 19 §Older readers: the 长辈模式 switch in every header (a toggle button that says whether it
 * is on). The mode is remembered on this device (reading-mode.tsx) and drawn from the site's theme:
 * 18 px text, 44 px targets, 7:1 colours, a larger cursor, simpler chrome (site-theme.ts, layout.css).
 */
export function AgeFriendlySwitch() {
  const t = useText(uiText);
  const { largeText, setLargeText } = useReadingMode();
  return (
    <PlainButton
      type="text"
      icon={FontSizeOutlined}
      aria-pressed={largeText}
      aria-label={t('header.ageFriendly')}
      className="portal-age-friendly-switch"
      onClick={() => setLargeText(!largeText)}
    >
      <span className={COMPACT_LABEL_CLASS}>{t('header.ageFriendly')}</span>
    </PlainButton>
  );
}
