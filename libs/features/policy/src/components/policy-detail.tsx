import type { PolicyDetail as Policy } from '@portal/api-contract';
import { AttachmentList, LazyRichText, PlainDescriptions, PlainDivider } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { POLICY_STRINGS } from '../strings';
import { PolicyLevelTag } from './policy-level-tag';
import '../policy.css';

const S = POLICY_STRINGS.detail;

/** A policy's full text (issue 5 /policy?id=…): issuer, document number, date, sanitised body, attachments. */
export function PolicyDetail({ policy }: { policy: Policy }) {
  return (
    <div className="policy-detail">
      <PlainDescriptions
        size="small"
        bordered
        items={[
          { key: 'issuer', label: S.issuer, children: policy.issuer },
          { key: 'docNumber', label: S.docNumber, children: policy.docNumber },
          { key: 'issued', label: S.issued, children: formatDay(policy.issuedAt) },
          { key: 'level', label: S.level, children: <PolicyLevelTag level={policy.level} /> },
        ]}
      />
      {/* Issue 13: the sanitiser loads with the first policy opened, not with the list. */}
      <LazyRichText html={policy.bodyHtml} />
      {policy.attachments.length > 0 ? <PlainDivider style={{ margin: 0 }} /> : null}
      <AttachmentList attachments={policy.attachments} title={S.attachments} headingLevel={3} />
    </div>
  );
}
