import { Empty, Flex, Typography } from 'antd';
import type { WallBlock } from '@portal/api-contract';
import { formatDay } from '@portal/util';
import { HOME_STRINGS } from '../strings';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type LatestBlock = Extract<WallBlock, { type: 'latest' }>;

/** The newest news or policies (filled by the server): titles with their dates. */
export function WallLatest({ block }: { block: LatestBlock }) {
  return (
    <WallSection title={block.title}>
      {block.items.length === 0 ? (
        <Empty description={HOME_STRINGS.latest.empty} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-source={block.source}>
          {block.items.map((item) => (
            <li key={item.id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="baseline" gap={12} wrap>
                <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <WallLink href={item.href} style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </WallLink>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.meta}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={item.date}>{formatDay(item.date)}</time>
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </WallSection>
  );
}
