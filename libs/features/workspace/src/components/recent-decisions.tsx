import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { RecentDecision } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import { workspaceText, type WorkspaceText } from '../text';
import { ApplicationStatusTag } from './status-tag';

const NONE = '—';

const columns = (t: WorkspaceText): TableColumnsType<RecentDecision> => [
  {
    title: t('home.corporation'),
    key: 'corporation',
    render: (_, row) => (
      <Link to={paths.workspace.applicationDetail.href(row.application.id)} lang={CONTENT_LANG}>
        {row.application.corporation.name}
      </Link>
    ),
  },
  { title: t('home.domain'), key: 'domain', render: (_, row) => <span lang={CONTENT_LANG}>{row.application.domain.name}</span> },
  { title: t('home.action'), key: 'action', render: (_, row) => t(`action.${row.action}`) },
  { title: t('home.stage'), key: 'stage', render: (_, row) => (row.stage ? t(`stage.${row.stage}`) : NONE) },
  { title: t('home.status'), key: 'status', render: (_, row) => <ApplicationStatusTag status={row.toStatus} /> },
  {
    title: t('home.opinion'),
    key: 'opinion',
    width: 240,
    render: (_, row) =>
      row.opinion ? (
        <span style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
          {row.opinion}
        </span>
      ) : (
        NONE
      ),
  },
  { title: t('home.at'), key: 'at', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMinute(row.at)}</span> },
];

/** Spec §2 Home: the last decisions the staff member made, each opening the application. */
export function RecentDecisions({ decisions }: { decisions: RecentDecision[] }) {
  const t = useText(workspaceText);
  const tableColumns = useMemo(() => columns(t), [t]);
  if (decisions.length === 0) return <Empty description={<Typography.Text type="secondary">{t('home.recentEmpty')}</Typography.Text>} />;
  return (
    // 375 px: the table scrolls inside its focusable region (axe scrollable-region-focusable), the page never sideways.
    <div role="region" aria-label={t('home.recentTable')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        style={{ minWidth: 760 }}
        size="small"
        rowKey={(row) => `${row.application.id}:${row.at}:${row.action}`}
        columns={tableColumns}
        dataSource={decisions}
        pagination={false}
      />
    </div>
  );
}
