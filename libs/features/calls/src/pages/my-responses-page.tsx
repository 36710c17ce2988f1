import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MyCallResponse } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { WorkspacePage } from '@portal/ui-kit';
import { formatMinute, formatThousands } from '@portal/util';
import { paths } from '@portal/site-config';
import { callQueries } from '../api/call-queries';
import { MY_RESPONSES_PAGE_SIZE } from '../api/get-my-responses';
import { ResponseAttachment } from '../components/response-attachment';
import { CallStatusTag } from '../components/call-status';
import { myResponsesText, type MyResponsesText } from '../mine-text';

/** The page number of `?page=` (1 when absent or not a positive integer). */
const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

const columnsOf = (t: MyResponsesText): ColumnsType<MyCallResponse> => [
  {
    key: 'call',
    title: t('mine.call'),
    render: (_, item) => (
      <Link to={paths.applylist.href({ id: item.call.id })} style={{ overflowWrap: 'anywhere' }} lang={CONTENT_LANG}>
        {item.call.title}
      </Link>
    ),
  },
  { key: 'organiser', title: t('mine.organiser'), render: (_, item) => <span lang={CONTENT_LANG}>{item.call.organiser}</span> },
  { key: 'status', title: t('mine.status'), render: (_, item) => <CallStatusTag status={item.call.status} /> },
  {
    key: 'submittedAt',
    title: t('mine.submittedAt'),
    render: (_, item) => (
      <time dateTime={item.submittedAt} style={{ whiteSpace: 'nowrap' }}>
        {formatMinute(item.submittedAt)}
      </time>
    ),
  },
  { key: 'attachment', title: t('mine.attachment'), render: (_, item) => <ResponseAttachment attachment={item.attachment} none={t('mine.noAttachment')} /> },
];

function MyResponses() {
  const t = useText(myResponsesText);
  const columns = useMemo(() => columnsOf(t), [t]);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useQuery(callQueries.myResponses(page));
  const data = query.data;
  return (
    <WorkspacePage
      title={t('mine.title')}
      subtitle={t('mine.subtitle')}
      status={query.status}
      loadingLabel={t('mine.loading')}
      errorTitle={t('mine.failed')}
      errorDetail={errorMessage(query.error, '')}
      retryLabel={t('mine.retry')}
      onRetry={() => void query.refetch()}
    >
      {data ? (
        <Card>
          {data.total === 0 ? (
            <Empty description={<Typography.Text type="secondary">{t('mine.empty')}</Typography.Text>}>
              <Link to="/applylist">{t('mine.browse')}</Link>
            </Empty>
          ) : (
            <section aria-label={t('mine.list')}>
              <Table<MyCallResponse>
                rowKey={(item) => item.callId}
                columns={columns}
                dataSource={data.items}
                loading={query.isPlaceholderData}
                scroll={{ x: 'max-content' }}
                pagination={{
                  current: data.page,
                  pageSize: MY_RESPONSES_PAGE_SIZE,
                  total: data.total,
                  showTotal: (total) => t('mine.total', { total: formatThousands(total) }),
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  'aria-label': t('mine.pagination'),
                  onChange: (next) => setParams(next === 1 ? {} : { page: String(next) }),
                }}
              />
            </section>
          )}
        </Card>
      ) : null}
    </WorkspacePage>
  );
}

/**
 * Issue 21 §10c 我的反馈 (workspace call/responses, corporations): the corporation's own responses
 * to calls for collection — the call, its organiser and status, when the response was last sent,
 * and its file. Staff who land here are told it is the corporations' page; the server refuses
 * them anyway (GET /second/call/responses is the `second` path group).
 */
export function MyResponsesPage() {
  const t = useText(myResponsesText);
  const { state: auth } = useAuth();
  if (auth?.userType !== 'second') {
    return (
      <WorkspacePage title={t('mine.title')}>
        <Alert type="info" showIcon title={t('mine.corporationOnly')} />
      </WorkspacePage>
    );
  }
  return <MyResponses />;
}

export default MyResponsesPage;
