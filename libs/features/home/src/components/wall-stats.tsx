import { Col, Row, Typography } from 'antd';
import type { WallBlock } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { WallSection } from './wall-section';

type StatsBlock = Extract<WallBlock, { type: 'stats' }>;

/** Platform statistics; spec §5: numbers with comma thousands separators. */
export function WallStats({ block }: { block: StatsBlock }) {
  return (
    <WallSection title={block.title}>
      <Row gutter={[16, 16]} style={{ margin: 0 }}>
        {block.items.map((item) => (
          <Col key={item.label} xs={12} md={8} lg={6} style={{ paddingInline: 0 }}>
            {/* Term and value, read together ("数据资源 12,345 个"). */}
            <dl style={{ margin: 0, padding: '16px 12px', borderRadius: 8, background: '#f5f8ff', height: '100%' }}>
              <dt>
                <Typography.Text type="secondary">{item.label}</Typography.Text>
              </dt>
              <dd style={{ margin: '4px 0 0' }}>
                {/* A number never breaks inside itself (issue 21 §3): it shrinks with the screen instead; the unit may wrap. */}
                <Typography.Text
                  strong
                  style={{ fontSize: 'clamp(18px, 4.6vw, 28px)', color: '#0b3d91', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  data-stat-value
                >
                  {formatThousands(item.value)}
                </Typography.Text>
                {item.unit ? <Typography.Text style={{ marginInlineStart: 4 }}>{item.unit}</Typography.Text> : null}
              </dd>
            </dl>
          </Col>
        ))}
      </Row>
    </WallSection>
  );
}
