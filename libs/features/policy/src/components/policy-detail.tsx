import type { PolicyDetail as Policy } from '@portal/api-contract';
import { AttachmentList, LazyRichText, PlainDescriptions, PlainDivider } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { policyText } from '../text';
import { PolicyLevelTag } from './policy-level-tag';
import '../policy.css';

/** A policy's full text (issue 5 /policy?id=…): issuer, document number, date, sanitised body, attachments. */
export function PolicyDetail({ policy }: { policy: Policy }) {
  const t = useText(policyText);
  return (
    <div className="policy-detail">
      <PlainDescriptions
        size="small"
        bordered
        items={[
          { key: 'issuer', label: t('detail.issuer'), children: <span lang={CONTENT_LANG}>{policy.issuer}</span> },
          { key: 'docNumber', label: t('detail.docNumber'), children: <span lang={CONTENT_LANG}>{policy.docNumber}</span> },
          { key: 'issued', label: t('detail.issued'), children: formatDay(policy.issuedAt) },
          { key: 'level', label: t('detail.level'), children: <PolicyLevelTag level={policy.level} /> },
        ]}
      />
      {/* Issue 13: the sanitiser loads with the first policy opened, not with the list. */}
      <div lang={CONTENT_LANG}>
        <LazyRichText html={policy.bodyHtml} />
      </div>
      {policy.attachments.length > 0 ? <PlainDivider style={{ margin: 0 }} /> : null}
      <AttachmentList attachments={policy.attachments} title={t('detail.attachments')} headingLevel={3} />
    </div>
  );
}
