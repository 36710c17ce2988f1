import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ApplicationDetail, FileAttachment } from '@portal/api-contract';
import { downloadFile } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { AttachmentList } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import { onboardingText } from '../text';
import { ApplicationStatusTag } from './application-status-tag';
import { ApplicationTimeline } from './application-timeline';

/** Issue 21 §1: materials need the session's token (the applicant, the domain's reviewer, admins), so a click fetches them with it. */
const downloadMaterial = (attachment: FileAttachment, signal: AbortSignal) => downloadFile(attachment.id, { fallbackName: attachment.name, signal });

const pre = (text: string) => (
  <span style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
    {text}
  </span>
);
const content = (text: string) => <span lang={CONTENT_LANG}>{text}</span>;

/**
 * Issue 6 domain/detail: one application — status, company, contact, what it is
 * for — and the timeline of every transition. Shared by the detail page and the
 * review queue's drawer.
 */
export function ApplicationSummary({ detail }: { detail: ApplicationDetail }) {
  const userType = useAuth().state?.userType;
  const t = useText(onboardingText);
  const staff = userType === 'admin' || userType === 'user';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: t('detail.status'), children: <ApplicationStatusTag status={detail.status} /> },
          { key: 'domain', label: t('detail.domain'), children: content(detail.domain.name) },
          {
            key: 'corporation',
            label: t('detail.corporation'),
            // Staff open the corporation's profile and accounts (user/detail); the applicant is it.
            children: staff ? (
              <Link to={paths.workspace.userDetail.href(detail.applicantUserId)} lang={CONTENT_LANG}>
                {detail.corporation.name}
              </Link>
            ) : (
              content(detail.corporation.name)
            ),
          },
          { key: 'round', label: t('detail.round'), children: t('detail.roundValue', { round: detail.round }) },
          { key: 'submittedAt', label: t('detail.submittedAt'), children: formatMinute(detail.submittedAt) },
          { key: 'updatedAt', label: t('detail.updatedAt'), children: formatMinute(detail.updatedAt) },
        ]}
      />
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('detail.company')}
          </Typography.Title>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('apply.companyName'), children: content(detail.company.name) },
            { key: 'creditCode', label: t('apply.creditCode'), children: detail.company.creditCode },
            { key: 'legalPerson', label: t('apply.legalPerson'), children: content(detail.company.legalPerson) },
            { key: 'address', label: t('apply.address'), children: content(detail.company.address) },
            { key: 'contactName', label: t('apply.contactName'), children: content(detail.contactName) },
            { key: 'contactPhone', label: t('apply.contactPhone'), children: detail.contactPhone },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('detail.application')}
          </Typography.Title>
        }
      >
        <Descriptions
          size="small"
          column={1}
          layout="vertical"
          items={[
            { key: 'scenario', label: t('apply.scenario'), children: pre(detail.scenario) },
            { key: 'dataUse', label: t('apply.dataUse'), children: pre(detail.dataUse) },
          ]}
        />
        {detail.attachments && detail.attachments.length > 0 ? (
          <AttachmentList attachments={detail.attachments} title={t('apply.attachments')} headingLevel={4} download={downloadMaterial} />
        ) : (
          <Typography.Text type="secondary">{t('detail.noAttachments')}</Typography.Text>
        )}
      </Card>
      <section aria-label={t('detail.timeline')}>
        <Card
          size="small"
          title={
            <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
              {t('detail.timeline')}
            </Typography.Title>
          }
        >
          <ApplicationTimeline timeline={detail.timeline} />
        </Card>
      </section>
    </Flex>
  );
}
