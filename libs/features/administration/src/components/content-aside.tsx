import { CONTENT_LANG, useText } from '@portal/i18n';
import { administrationText } from '../text';

/** Stands for the content while the message around it is split (a private-use character no message has). */
const MARK = '\uE000';

/**
 * An aside kept in Chinese (a role's description): `（…）`, the brackets in the interface language
 * (common.aside) and the content marked as Chinese.
 */
export function ContentAside({ text }: { text: string }) {
  const t = useText(administrationText);
  const [before = '', after = ''] = t('common.aside', { text: MARK }).split(MARK);
  return (
    <>
      {before}
      <span lang={CONTENT_LANG}>{text}</span>
      {after}
    </>
  );
}
