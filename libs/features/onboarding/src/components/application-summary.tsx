import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ApplicationDetail, FileAttachment } from '@portal/api-contract';
import { downloadFile } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { AttachmentList } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import { ONBOARDING_STRINGS } from '../strings';
import { ApplicationStatusTag } from './application-status-tag';
import { ApplicationTimeline } from './application-timeline';

const S = ONBOARDING_STRINGS.detail;
const A = ONBOARDING_STRINGS.apply;

/** Issue 21 §1: materials need the session's token (the applicant, the domain's reviewer, admins), so a click fetches them with it. */
const downloadMaterial = (attachment: FileAttachment, signal: AbortSignal) => downloadFile(attachment.id, { fallbackName: attachment.name, signal });

const pre = (text: string) => <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;

/**
 * Issue 6 domain/detail: one application — status, company, contact, what it is
 * for — and the timeline of every transition. Shared by the detail page and the
 * review queue's drawer.
 */
export function ApplicationSummary({ detail }: { detail: ApplicationDetail }) {
  const userType = useAuth().state?.userType;
  const staff = userType === 'admin' || userType === 'user';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: S.status, children: <ApplicationStatusTag status={detail.status} /> },
          { key: 'domain', label: S.domain, children: detail.domain.name },
          {
            key: 'corporation',
            label: S.corporation,
            // Staff open the corporation's profile and accounts (user/detail); the applicant is it.
            children: staff ? <Link to={paths.workspace.userDetail.href(detail.applicantUserId)}>{detail.corporation.name}</Link> : detail.corporation.name,
          },
          { key: 'round', label: S.round, children: S.roundValue(detail.round) },
          { key: 'submittedAt', label: S.submittedAt, children: formatMinute(detail.submittedAt) },
          { key: 'updatedAt', label: S.updatedAt, children: formatMinute(detail.updatedAt) },
        ]}
      />
      <Card
        size="small"
        title={
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {S.company}
          </Typography.Title>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: A.companyName, children: detail.company.name },
            { key: 'creditCode', label: A.creditCode, children: detail.company.creditCode },
            { key: 'legalPerson', label: A.legalPerson, children: detail.company.legalPerson },
            { key: 'address', label: A.address, children: detail.company.address },
            { key: 'contactName', label: A.contactName, children: detail.contactName },
            { key: 'contactPhone', label: A.contactPhone, children: detail.contactPhone },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {S.application}
          </Typography.Title>
        }
      >
        <Descriptions
          size="small"
          column={1}
          layout="vertical"
          items={[
            { key: 'scenario', label: A.scenario, children: pre(detail.scenario) },
            { key: 'dataUse', label: A.dataUse, children: pre(detail.dataUse) },
          ]}
        />
        {detail.attachments && detail.attachments.length > 0 ? (
          <AttachmentList attachments={detail.attachments} title={A.attachments} headingLevel={4} download={downloadMaterial} />
        ) : (
          <Typography.Text type="secondary">{S.noAttachments}</Typography.Text>
        )}
      </Card>
      <section aria-label={S.timeline}>
        <Card
          size="small"
          title={
            <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
              {S.timeline}
            </Typography.Title>
          }
        >
          <ApplicationTimeline timeline={detail.timeline} />
        </Card>
      </section>
    </Flex>
  );
}
