import type { ReactNode } from 'react';
import '../home.css';
import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG } from '@portal/i18n';
import { LazyRichText } from '@portal/ui-kit';
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
          <div lang={CONTENT_LANG}>
            <LazyRichText html={block.html} />
          </div>
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
    <div className="home-wall">
      {rows.map((row) =>
        Array.isArray(row) ? (
          <div key={row[0]!.id} className={row.length > 1 ? 'home-latest-row' : undefined}>
            {row.map((block) => (
              <WallLatest key={block.id} block={block} />
            ))}
          </div>
        ) : (
          <div key={row.id}>{renderBlock(row as Exclude<WallBlock, LatestBlock>)}</div>
        ),
      )}
    </div>
  );
}
