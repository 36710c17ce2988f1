import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES, type WorkerHome } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { formatDay, formatMinute, formatThousands } from '@portal/util';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { workspaceText } from '../text';
import { Section } from './page-frame';
import { ApplicationStatusTag } from './status-tag';

const n = (count: number) => formatThousands(count);

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 } as const;

function EmptyText({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{text}</Typography.Text>} />;
}

/** Every status with its count; wraps on narrow screens. */
function StatusCounts({ byStatus }: { byStatus: WorkerHome['applications']['byStatus'] }) {
  const t = useText(workspaceText);
  return (
    <ul
      aria-label={t('worker.byStatus')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
    >
      {APPLICATION_STATUSES.map((status) => (
        <li key={status} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t(`status.${status}`)}
          </Typography.Text>
          <Typography.Text strong style={{ display: 'block', fontSize: 20 }}>
            {n(byStatus[status] ?? 0)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function LatestApplications({ latest }: { latest: WorkerHome['applications']['latest'] }) {
  const t = useText(workspaceText);
  if (latest.length === 0) return <EmptyText text={t('worker.latestEmpty')} />;
  return (
    <ul aria-label={t('worker.latest')} style={listStyle}>
      {latest.map((application) => (
        <li key={application.id}>
          <Flex wrap gap={8} align="center" justify="space-between">
            <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
              <Link to={paths.workspace.applicationDetail.href(application.id)} lang={CONTENT_LANG}>
                {application.domain.name}
              </Link>
              <ApplicationStatusTag status={application.status} />
            </Flex>
            <Typography.Text type="secondary">{t('worker.updatedAt', { time: formatMinute(application.updatedAt) })}</Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function OpenDomains({ openDomains }: { openDomains: WorkerHome['openDomains'] }) {
  const t = useText(workspaceText);
  let hint: string | null = null;
  if (openDomains.total === 0) hint = t('worker.noOpenDomains');
  else if (openDomains.toApply === 0) hint = t('worker.allApplied');
  return (
    <Flex vertical gap={12}>
      <dl style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {(
          [
            [t('worker.openTotal'), openDomains.total],
            [t('worker.toApply'), openDomains.toApply],
          ] as const
        ).map(([term, count]) => (
          <div key={term}>
            <dt>
              <Typography.Text type="secondary">{term}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Typography.Text strong style={{ fontSize: 20 }}>
                {t('worker.unit', { count: n(count) })}
              </Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
      <div>
        <LinkButton type="primary" to={paths.workspace.apply.path}>
          {t('worker.apply')}
        </LinkButton>
      </div>
    </Flex>
  );
}

function Announcements({ announcements }: { announcements: WorkerHome['announcements'] }) {
  const t = useText(workspaceText);
  if (announcements.length === 0) return <EmptyText text={t('worker.announcementsEmpty')} />;
  return (
    <ul aria-label={t('worker.announcements')} style={listStyle}>
      {announcements.map((item) => (
        <li key={item.id}>
          <Flex gap={12} justify="space-between" align="baseline">
            <Link to={paths.dynamics.detail.href(item.id)} style={{ minWidth: 0, overflowWrap: 'anywhere' }} lang={CONTENT_LANG}>
              {item.title}
            </Link>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(item.publishedAt)}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2 workerhome (issue 6): a corporation's applications by status and the latest
 * ones, the domains it may still apply to, and the latest published announcements.
 */
export function WorkerHomeView({ home }: { home: WorkerHome }) {
  const t = useText(workspaceText);
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Section
        title={t('worker.applications')}
        extra={<Typography.Text type="secondary">{t('worker.total', { total: n(home.applications.total) })}</Typography.Text>}
      >
        <Flex vertical gap={16}>
          <StatusCounts byStatus={home.applications.byStatus} />
          <div>
            <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>
              {t('worker.latest')}
            </Typography.Title>
            <LatestApplications latest={home.applications.latest} />
          </div>
        </Flex>
      </Section>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
        <Section title={t('worker.openDomains')}>
          <OpenDomains openDomains={home.openDomains} />
        </Section>
        <Section title={t('worker.announcements')}>
          <Announcements announcements={home.announcements} />
        </Section>
      </div>
    </Flex>
  );
}
