import { Descriptions, Divider, Flex } from 'antd';
import type { PolicyDetail as Policy } from '@portal/api-contract';
import { AttachmentList, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { POLICY_STRINGS } from '../strings';
import { PolicyLevelTag } from './policy-level-tag';

const S = POLICY_STRINGS.detail;

/** A policy's full text (issue 5 /policy?id=…): issuer, document number, date, sanitised body, attachments. */
export function PolicyDetail({ policy }: { policy: Policy }) {
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'issuer', label: S.issuer, children: policy.issuer },
          { key: 'docNumber', label: S.docNumber, children: policy.docNumber },
          { key: 'issued', label: S.issued, children: formatDay(policy.issuedAt) },
          { key: 'level', label: S.level, children: <PolicyLevelTag level={policy.level} /> },
        ]}
      />
      <RichText html={policy.bodyHtml} />
      {policy.attachments.length > 0 ? <Divider style={{ margin: 0 }} /> : null}
      <AttachmentList attachments={policy.attachments} title={S.attachments} headingLevel={3} />
    </Flex>
  );
}
