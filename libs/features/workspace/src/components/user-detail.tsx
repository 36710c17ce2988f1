import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { CorporationAccount, UserDetail } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { StatusTag } from '@portal/ui-kit';
import { formatDay, formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import type { UserDetailSource } from '../api/get-user-detail';
import { workspaceQueries } from '../api/workspace-queries';
import { WORKSPACE_STRINGS } from '../strings';
import { PageFrame, Section } from './page-frame';
import { ApplicationStatusTag } from './status-tag';
import { UserActivity, UserStateSection } from './user-activity';

const S = WORKSPACE_STRINGS.user;

const accountColumns: TableColumnsType<CorporationAccount> = [
  { title: S.account, dataIndex: 'account' },
  { title: S.accountName, dataIndex: 'name' },
  { title: S.phone, dataIndex: 'maskedPhone', render: (phone: string) => <span style={{ whiteSpace: 'nowrap' }}>{phone}</span> },
  {
    title: S.enabled,
    dataIndex: 'enabled',
    render: (enabled: boolean) => <StatusTag tone={enabled ? 'success' : 'neutral'}>{enabled ? S.enabledYes : S.enabledNo}</StatusTag>,
  },
  { title: S.type, dataIndex: 'type', render: (type: CorporationAccount['type']) => WORKSPACE_STRINGS.common.userTypes[type] },
];

function Contact({ contact }: { contact: UserDetail['contact'] }) {
  if (!contact) return <Typography.Text type="secondary">{S.noContact}</Typography.Text>;
  const { application } = contact;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: S.contactName, children: contact.name },
        { key: 'phone', label: S.contactPhone, children: contact.phone },
        {
          key: 'application',
          label: S.contactApplication,
          children: (
            <Flex wrap gap={8} align="center">
              <Link to={paths.workspace.applicationDetail.href(application.id)}>{application.domain.name}</Link>
              <ApplicationStatusTag status={application.status} />
              <Typography.Text type="secondary">{formatMinute(application.updatedAt)}</Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
  );
}

/** Spec §2 user/detail: a corporation's profile, its latest contact and its platform accounts. */
export function UserDetailView({ detail }: { detail: UserDetail }) {
  const { corporation } = detail;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Section title={S.corporation}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: S.name, children: corporation.name },
            { key: 'creditCode', label: S.creditCode, children: <span style={{ overflowWrap: 'anywhere' }}>{corporation.creditCode}</span> },
            { key: 'legalPerson', label: S.legalPerson, children: corporation.legalPerson },
            { key: 'createdAt', label: S.createdAt, children: formatDay(corporation.createdAt) },
            { key: 'address', label: S.address, children: corporation.address },
          ]}
        />
      </Section>
      <Section title={S.contact}>
        <Contact contact={detail.contact} />
      </Section>
      <Section title={S.accounts}>
        {detail.accounts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{S.noAccounts}</Typography.Text>} />
        ) : (
          // 375 px: the table scrolls inside its focusable region (axe scrollable-region-focusable), the page never sideways.
          <div role="region" aria-label={S.accountsTable} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table style={{ minWidth: 560 }} size="small" rowKey="id" columns={accountColumns} dataSource={detail.accounts} pagination={false} />
          </div>
        )}
      </Section>
      <UserActivity detail={detail} />
      {detail.can.manage || !detail.state.enabled ? <UserStateSection detail={detail} /> : null}
    </Flex>
  );
}

/** The user detail of `source` in its page frame: skeleton, failure with retry and the server's reason, or the detail. */
export function UserDetail({ source }: { source: UserDetailSource }) {
  const query = useQuery(workspaceQueries.userDetail(source));
  return (
    <PageFrame
      title={S.title}
      subtitle={query.data?.corporation.name}
      status={query.status}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <UserDetailView detail={query.data} /> : null}
    </PageFrame>
  );
}
