import { Descriptions, Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { DataUseDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { Section } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import { dataUseText } from '../text';
import { ApplicationContent, ScopeSection } from './application-content';
import { ApplicationTimeline } from './application-timeline';
import { AuthorizationSection } from './authorization-section';
import { ApplicationStatusTag } from './status-tags';

const content = (text: string) => <span lang={CONTENT_LANG}>{text}</span>;

/** 基本信息: the resource (a link to its public page), department, corporation, status, round and dates. */
function Facts({ detail }: { detail: DataUseDetail }) {
  const t = useText(dataUseText);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'resource',
          label: t('detail.resource'),
          children: (
            <Flex vertical gap={2}>
              <Link to={paths.dataResource.detail.href(detail.resource.id)} lang={CONTENT_LANG}>
                {detail.resource.name}
              </Link>
              <span>{detail.resource.code}</span>
            </Flex>
          ),
        },
        { key: 'status', label: t('detail.status'), children: <ApplicationStatusTag status={detail.status} /> },
        { key: 'department', label: t('detail.department'), children: content(detail.department.name) },
        { key: 'corporation', label: t('detail.corporation'), children: content(detail.corporation.name) },
        { key: 'round', label: t('detail.round'), children: t('detail.roundValue', { round: detail.round }) },
        { key: 'period', label: t('apply.period'), children: t('common.months', { months: detail.periodMonths }) },
        { key: 'submittedAt', label: t('detail.submittedAt'), children: formatMinute(detail.submittedAt) },
        { key: 'updatedAt', label: t('detail.updatedAt'), children: formatMinute(detail.updatedAt) },
      ]}
    />
  );
}

export interface ApplicationSummaryProps {
  detail: DataUseDetail;
  /** The applicant sees its authorization's key actions; staff see the authorization only. */
  applicant: boolean;
}

/**
 * Issue 22 data-use/detail: one application — what was asked for and why, the scope proposed or
 * granted, the authorization it led to, and the timeline of every transition.
 */
export function ApplicationSummary({ detail, applicant }: ApplicationSummaryProps) {
  const t = useText(dataUseText);
  return (
    <Flex vertical gap={16}>
      <Facts detail={detail} />
      {detail.authorization ? <AuthorizationSection authorization={detail.authorization} applicant={applicant} /> : null}
      <ScopeSection detail={detail} />
      <ApplicationContent detail={detail} />
      <Section title={t('detail.timeline')}>
        <ApplicationTimeline timeline={detail.timeline} />
      </Section>
    </Flex>
  );
}
