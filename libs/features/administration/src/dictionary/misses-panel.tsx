import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { SearchMiss } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { LoadFailed, Section } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { dictionaryQueries } from './dictionary-queries';
import { administrationText } from '../text';

function MissItem({ miss, onAdd }: { miss: SearchMiss; onAdd: (query: string) => void }) {
  const { token } = theme.useToken();
  const t = useText(administrationText);
  return (
    <li style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong lang={CONTENT_LANG} style={{ wordBreak: 'break-word' }}>
            {miss.query}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('dictionary.misses.count')} {miss.count} · {t('dictionary.misses.lastAt')} <time dateTime={miss.lastAt}>{formatMinute(miss.lastAt)}</time>
          </Typography.Text>
        </Flex>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          autoInsertSpace={false}
          aria-label={t('dictionary.misses.addLabel', { query: miss.query })}
          onClick={() => onAdd(miss.query)}
        >
          {t('dictionary.misses.add')}
        </Button>
      </Flex>
    </li>
  );
}

export interface MissesPanelProps {
  /** 加入词典: opens the editor with the query as a new group's first term. */
  onAdd: (query: string) => void;
}

/**
 * Issue 18: the searches that found nothing (the top 20, most frequent first), each with how often
 * and when it was last searched, and 加入词典 to give it a group of terms that do find something.
 */
export function MissesPanel({ onAdd }: MissesPanelProps) {
  const misses = useQuery(dictionaryQueries.misses());
  const t = useText(administrationText);
  let body: ReactNode;
  if (misses.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('dictionary.misses.loading')}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (misses.isError) {
    body = (
      <LoadFailed
        title={t('dictionary.misses.failed')}
        subTitle={errorMessage(misses.error, '')}
        retryLabel={t('common.retry')}
        onRetry={() => void misses.refetch()}
      />
    );
  } else if (misses.data.length === 0) {
    body = <Typography.Text type="secondary">{t('dictionary.misses.empty')}</Typography.Text>;
  } else {
    body = (
      <ol aria-label={t('dictionary.misses.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {misses.data.map((miss) => (
          <MissItem key={miss.query} miss={miss} onAdd={onAdd} />
        ))}
      </ol>
    );
  }
  return (
    <Section title={t('dictionary.misses.title')}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('dictionary.misses.hint')}
      </Typography.Paragraph>
      {body}
    </Section>
  );
}
