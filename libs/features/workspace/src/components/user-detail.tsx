import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CorporationAccount, UserDetail } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { StatusTag } from '@portal/ui-kit';
import { formatDay, formatMinute } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import type { UserDetailSource } from '../api/get-user-detail';
import { workspaceQueries } from '../api/workspace-queries';
import { workspaceText, type WorkspaceText } from '../text';
import { PageFrame, Section } from './page-frame';
import { ApplicationStatusTag } from './status-tag';
import { UserActivity, UserStateSection } from './user-activity';

const accountColumns = (t: WorkspaceText): TableColumnsType<CorporationAccount> => [
  { title: t('user.account'), dataIndex: 'account' },
  { title: t('user.accountName'), dataIndex: 'name', render: (name: string) => <span lang={CONTENT_LANG}>{name}</span> },
  { title: t('user.phone'), dataIndex: 'maskedPhone', render: (phone: string) => <span style={{ whiteSpace: 'nowrap' }}>{phone}</span> },
  {
    title: t('user.enabled'),
    dataIndex: 'enabled',
    render: (enabled: boolean) => <StatusTag tone={enabled ? 'success' : 'neutral'}>{enabled ? t('user.enabledYes') : t('user.enabledNo')}</StatusTag>,
  },
  { title: t('user.type'), dataIndex: 'type', render: (type: CorporationAccount['type']) => t(`userType.${type}`) },
];

function Contact({ contact }: { contact: UserDetail['contact'] }) {
  const t = useText(workspaceText);
  if (!contact) return <Typography.Text type="secondary">{t('user.noContact')}</Typography.Text>;
  const { application } = contact;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: t('user.contactName'), children: <span lang={CONTENT_LANG}>{contact.name}</span> },
        { key: 'phone', label: t('user.contactPhone'), children: contact.phone },
        {
          key: 'application',
          label: t('user.contactApplication'),
          children: (
            <Flex wrap gap={8} align="center">
              <Link to={paths.workspace.applicationDetail.href(application.id)} lang={CONTENT_LANG}>
                {application.domain.name}
              </Link>
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
  const t = useText(workspaceText);
  const columns = useMemo(() => accountColumns(t), [t]);
  const { corporation } = detail;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Section title={t('user.corporation')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('user.name'), children: <span lang={CONTENT_LANG}>{corporation.name}</span> },
            { key: 'creditCode', label: t('user.creditCode'), children: <span style={{ overflowWrap: 'anywhere' }}>{corporation.creditCode}</span> },
            { key: 'legalPerson', label: t('user.legalPerson'), children: <span lang={CONTENT_LANG}>{corporation.legalPerson}</span> },
            { key: 'createdAt', label: t('user.createdAt'), children: formatDay(corporation.createdAt) },
            { key: 'address', label: t('user.address'), children: <span lang={CONTENT_LANG}>{corporation.address}</span> },
          ]}
        />
      </Section>
      <Section title={t('user.contact')}>
        <Contact contact={detail.contact} />
      </Section>
      <Section title={t('user.accounts')}>
        {detail.accounts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{t('user.noAccounts')}</Typography.Text>} />
        ) : (
          // 375 px: the table scrolls inside its focusable region (axe scrollable-region-focusable), the page never sideways.
          <div role="region" aria-label={t('user.accountsTable')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table style={{ minWidth: 560 }} size="small" rowKey="id" columns={columns} dataSource={detail.accounts} pagination={false} />
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
  const t = useText(workspaceText);
  const query = useQuery(workspaceQueries.userDetail(source));
  return (
    <PageFrame
      title={t('user.title')}
      subtitle={query.data ? <span lang={CONTENT_LANG}>{query.data.corporation.name}</span> : undefined}
      status={query.status}
      loadingLabel={t('user.loading')}
      errorTitle={t('user.failed')}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <UserDetailView detail={query.data} /> : null}
    </PageFrame>
  );
}
