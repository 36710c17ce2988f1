import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { APPLICATION_ACTION_LABELS, REVIEW_STAGE_LABELS, type RecentDecision } from '@portal/api-contract';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import { WORKSPACE_STRINGS } from '../strings';
import { ApplicationStatusTag } from './status-tag';

const S = WORKSPACE_STRINGS.home;
const NONE = WORKSPACE_STRINGS.common.none;

const columns: TableColumnsType<RecentDecision> = [
  {
    title: S.corporation,
    key: 'corporation',
    render: (_, row) => <Link to={paths.workspace.applicationDetail.href(row.application.id)}>{row.application.corporation.name}</Link>,
  },
  { title: S.domain, key: 'domain', render: (_, row) => row.application.domain.name },
  { title: S.action, key: 'action', render: (_, row) => APPLICATION_ACTION_LABELS[row.action] },
  { title: S.stage, key: 'stage', render: (_, row) => (row.stage ? REVIEW_STAGE_LABELS[row.stage] : NONE) },
  { title: S.status, key: 'status', render: (_, row) => <ApplicationStatusTag status={row.toStatus} /> },
  {
    title: S.opinion,
    key: 'opinion',
    width: 240,
    render: (_, row) => (row.opinion ? <span style={{ whiteSpace: 'pre-line' }}>{row.opinion}</span> : NONE),
  },
  { title: S.at, key: 'at', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMinute(row.at)}</span> },
];

/** Spec §2 Home: the last decisions the staff member made, each opening the application. */
export function RecentDecisions({ decisions }: { decisions: RecentDecision[] }) {
  if (decisions.length === 0) return <Empty description={<Typography.Text type="secondary">{S.recentEmpty}</Typography.Text>} />;
  return (
    // 375 px: the table scrolls inside its focusable region (axe scrollable-region-focusable), the page never sideways.
    <div role="region" aria-label={S.recentTable} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        style={{ minWidth: 760 }}
        size="small"
        rowKey={(row) => `${row.application.id}:${row.at}:${row.action}`}
        columns={columns}
        dataSource={decisions}
        pagination={false}
      />
    </div>
  );
}
