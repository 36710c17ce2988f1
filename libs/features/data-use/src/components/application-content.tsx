import { CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Descriptions, Flex, Typography } from 'antd';
import { SECURITY_COMMITMENTS, type DataUseDetail, type FileAttachment } from '@portal/api-contract';
import { downloadFile } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { AttachmentList, Section } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { dataUseText } from '../text';

/** Decision 0014: attachments need the session's token (the applicant, the department's reviewers, admins). */
const downloadAttachment = (attachment: FileAttachment, signal: AbortSignal) => downloadFile(attachment.id, { fallbackName: attachment.name, signal });

const pre = (text: string) => (
  <span style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
    {text}
  </span>
);

/** Fields by their labels (and names), as a list. */
export function FieldList({ fields, label }: { fields: { name: string; label: string }[]; label: string }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 18 }}>
      {fields.map((field) => (
        <li key={field.name}>
          <span lang={CONTENT_LANG}>{field.label}</span> <Typography.Text code>{field.name}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function Commitments({ accepted }: { accepted: readonly string[] }) {
  const t = useText(dataUseText);
  return (
    <ul aria-label={t('apply.commitments')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {SECURITY_COMMITMENTS.map((commitment) => {
        const yes = accepted.includes(commitment.id);
        return (
          <li key={commitment.id}>
            <Flex gap={8} align="baseline">
              {yes ? <CheckCircleOutlined aria-hidden style={{ color: '#237804' }} /> : <MinusCircleOutlined aria-hidden />}
              <span>
                {t(`commitment.${commitment.id}`)}
                <Typography.Text type={yes ? undefined : 'secondary'}>{yes ? t('detail.accepted') : t('detail.notAccepted')}</Typography.Text>
              </span>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

/** 申请内容: purpose, scenario, fields, period, commitments, contact and attachments. */
export function ApplicationContent({ detail }: { detail: DataUseDetail }) {
  const t = useText(dataUseText);
  return (
    <Section title={t('detail.content')}>
      <Descriptions
        size="small"
        column={1}
        layout="vertical"
        items={[
          { key: 'purpose', label: t('apply.purpose'), children: pre(detail.purpose) },
          { key: 'scenario', label: t('apply.scenario'), children: pre(detail.scenario) },
          {
            key: 'fields',
            label: t('detail.fieldsApplied', { count: detail.fields.length }),
            children: <FieldList fields={detail.fields} label={t('apply.fields')} />,
          },
          { key: 'period', label: t('apply.period'), children: t('common.months', { months: detail.periodMonths }) },
          { key: 'commitments', label: t('apply.commitments'), children: <Commitments accepted={detail.commitments} /> },
          { key: 'contact', label: t('detail.contact'), children: <span lang={CONTENT_LANG}>{`${detail.contactName} ${detail.contactPhone}`}</span> },
        ]}
      />
      {detail.attachments.length > 0 ? (
        <AttachmentList attachments={detail.attachments} title={t('apply.attachments')} headingLevel={3} download={downloadAttachment} />
      ) : (
        <Typography.Text type="secondary">{t('detail.noAttachments')}</Typography.Text>
      )}
    </Section>
  );
}

/** The scope the last pass granted (approved) or the first stage proposed, with the fields' labels. */
export function ScopeSection({ detail }: { detail: DataUseDetail }) {
  const t = useText(dataUseText);
  const scope = detail.scope;
  if (!scope) return null;
  const labels = new Map(detail.fields.map((field) => [field.name, field.label]));
  const fields = scope.fields.map((name) => ({ name, label: labels.get(name) ?? name }));
  return (
    <Section title={detail.status === 'approved' ? t('scope.granted') : t('scope.proposed')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'months', label: t('scope.months'), children: t('common.months', { months: scope.months }) },
          { key: 'quota', label: t('scope.callQuota'), children: t('common.calls', { count: formatThousands(scope.callQuota) }) },
          {
            key: 'fields',
            label: t('scope.fields', { count: fields.length }),
            span: 'filled',
            children: <FieldList fields={fields} label={t('scope.fieldsList')} />,
          },
        ]}
      />
    </Section>
  );
}
