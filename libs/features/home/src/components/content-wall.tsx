import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import type { WallBlock } from '@portal/api-contract';
import { RichText } from '@portal/ui-kit';
import { WallBanner } from './wall-banner';
import { WallFeatured } from './wall-featured';
import { WallLatest } from './wall-latest';
import { WallLinks } from './wall-links';
import { WallSection } from './wall-section';
import { WallStats } from './wall-stats';

type LatestBlock = Extract<WallBlock, { type: 'latest' }>;

function renderBlock(block: Exclude<WallBlock, LatestBlock>): ReactNode {
  switch (block.type) {
    case 'banner':
      return <WallBanner block={block} />;
    case 'stats':
      return <WallStats block={block} />;
    case 'featured':
      return <WallFeatured block={block} />;
    case 'links':
      return <WallLinks block={block} />;
    case 'richText':
      // Admin-authored HTML: DOMPurify in RichText, like every rich-text surface (issue 5).
      return (
        <WallSection title={block.title}>
          <RichText html={block.html} />
        </WallSection>
      );
  }
}

/**
 * The content wall of spec §7 in the admin's order. Consecutive `latest` blocks
 * (news next to policies) share a row on wide screens and stack on narrow ones.
 */
export function ContentWall({ blocks }: { blocks: WallBlock[] }) {
  const rows: (WallBlock | LatestBlock[])[] = [];
  for (const block of blocks) {
    const last = rows.at(-1);
    if (block.type === 'latest' && Array.isArray(last)) last.push(block);
    else rows.push(block.type === 'latest' ? [block] : block);
  }
  return (
    <Flex vertical gap={32} style={{ width: '100%', minWidth: 0 }}>
      {rows.map((row) =>
        Array.isArray(row) ? (
          <Row key={row[0]!.id} gutter={[32, 32]}>
            {row.map((block) => (
              <Col key={block.id} xs={24} md={24 / Math.min(row.length, 2)}>
                <WallLatest block={block} />
              </Col>
            ))}
          </Row>
        ) : (
          <div key={row.id}>{renderBlock(row as Exclude<WallBlock, LatestBlock>)}</div>
        ),
      )}
    </Flex>
  );
}
