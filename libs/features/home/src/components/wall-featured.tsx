import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import type { WallBlock } from '@portal/api-contract';
import { formatDay } from '@portal/util';
import { HOME_STRINGS } from '../strings';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type FeaturedBlock = Extract<WallBlock, { type: 'featured' }>;

/** Featured resources or products (resolved by the server), as cards linking to their detail. */
export function WallFeatured({ block }: { block: FeaturedBlock }) {
  return (
    <WallSection title={block.title}>
      {block.items.length === 0 ? (
        <Empty description={HOME_STRINGS.featured.empty} />
      ) : (
        <Row gutter={[16, 16]} role="list" data-source={block.source}>
          {block.items.map((item) => (
            <Col key={item.id} xs={24} sm={12} lg={8} role="listitem">
              <Card size="small" style={{ height: '100%' }}>
                <Flex vertical gap={8}>
                  <Typography.Title level={3} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
                    <WallLink href={item.href}>{item.title}</WallLink>
                  </Typography.Title>
                  <Typography.Text type="secondary">{item.meta}</Typography.Text>
                  <Typography.Text type="secondary">
                    <time dateTime={item.date}>{formatDay(item.date)}</time>
                  </Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </WallSection>
  );
}
