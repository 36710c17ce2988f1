import { Button, Empty, Flex, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { SEARCH_TYPE_LABELS, type SearchHit } from '@portal/api-contract';
import { PrefetchLink } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { hitPath } from '../hooks/search-params';
import { SEARCH_STRINGS } from '../strings';
import { HighlightedText } from './highlighted-text';

const S = SEARCH_STRINGS.list;

/** Tag colours per type, dark enough on their tint for WCAG AA text contrast. */
const TYPE_STYLES = {
  resource: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  product: { color: '#531dab', background: '#f9f0ff', borderColor: '#d3adf7' },
  news: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  policy: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

export interface SearchResultsProps {
  query: string;
  items: SearchHit[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Search hits: type tag, highlighted title (a link to the detail), meta, date and highlighted snippet. */
export function SearchResults({ query, items, loading, error, onRetry }: SearchResultsProps) {
  if (!query) {
    return <Empty description={<Flex vertical gap={4}><span>{S.emptyQuery}</span><Typography.Text type="secondary">{S.emptyQueryHint}</Typography.Text></Flex>} />;
  }
  if (error) {
    return (
      <Result
        status="warning"
        title={S.error}
        extra={
          <Button type="primary" onClick={onRetry}>
            {S.retry}
          </Button>
        }
      />
    );
  }
  if (loading && !items) {
    return (
      <div role="status" aria-busy="true" aria-label={S.loading}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} active title={false} paragraph={{ rows: 3 }} style={{ marginBottom: 16 }} />
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) {
    return <Empty description={<Flex vertical gap={4}><span>{S.empty(query)}</span><Typography.Text type="secondary">{S.emptyHint}</Typography.Text></Flex>} />;
  }
  return (
    <section aria-label={S.label} aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
    <List
      itemLayout="vertical"
      dataSource={items}
      rowKey={(item) => `${item.type}:${item.id}`}
      renderItem={(item) => (
        <List.Item>
          <Flex vertical gap={6}>
            <Space wrap size={8}>
              <Tag style={{ ...TYPE_STYLES[item.type], marginInlineEnd: 0 }}>
                {SEARCH_TYPE_LABELS[item.type]}
              </Tag>
              <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
                <PrefetchLink to={hitPath(item.type, item.id)}>
                  <HighlightedText parts={item.title} />
                </PrefetchLink>
              </Typography.Title>
            </Space>
            <Typography.Paragraph style={{ margin: 0, color: 'rgba(0,0,0,0.72)' }}>
              <HighlightedText parts={item.snippet} />
            </Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {item.meta} · {formatDay(item.date)}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
    </section>
  );
}
