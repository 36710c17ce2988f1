import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { APP_KEY_HEADER } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { dataUseQueries } from '../api/data-use-queries';
import { authorizationFilters, withFilter } from '../hooks/list-params';
import { dataUseText } from '../text';
import { authorizationColumns } from './authorization-columns';
import { PagedTable } from './paged-table';
import { KeyButton, useTakeKey } from './take-key';

/**
 * 我的数据申请 › 我的授权 (issue 22): each authorization's fields, period, use of its quota, state and key
 * prefix; 获取密钥 / 重新生成密钥 show a new key once (KeyModal).
 */
export function MyAuthorizations() {
  const t = useText(dataUseText);
  const [params, setParams] = useSearchParams();
  const filters = authorizationFilters(params);
  const query = useQuery(dataUseQueries.myAuthorizations({ page: filters.page, pageSize: filters.pageSize }));
  const key = useTakeKey();
  const columns = authorizationColumns(t, { actions: (item) => <KeyButton authorization={item} take={key.take} busy={key.pendingId === item.id} /> });
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('mine.authorizationsHint', { header: APP_KEY_HEADER })}
      </Typography.Paragraph>
      <ActionFailureAlert failure={key.failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflictHint')} onClose={key.clearFailure} />
      <PagedTable
        label={t('mine.authorizationsTable')}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={t('mine.authorizationsEmpty')}
        loadingText={t('mine.authorizationsLoading')}
        failedTitle={t('mine.authorizationsFailed')}
        onPage={(page) => setParams(withFilter(params, 'page', String(page)))}
      />
      {key.dialog}
    </Flex>
  );
}
