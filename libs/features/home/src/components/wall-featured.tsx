import type { WallBlock } from '@portal/api-contract';
import { PlainCard, PlainEmpty, PlainText, PlainTitle } from '@portal/ui-kit';
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
        <PlainEmpty description={HOME_STRINGS.featured.empty} />
      ) : (
        <ul className="home-featured" data-source={block.source}>
          {block.items.map((item) => (
            <li key={item.id}>
              <PlainCard className="home-card">
                <PlainTitle level={3} className="home-card-title">
                  <WallLink href={item.href}>{item.title}</WallLink>
                </PlainTitle>
                <PlainText type="secondary">{item.meta}</PlainText>
                <PlainText type="secondary">
                  <time dateTime={item.date}>{formatDay(item.date)}</time>
                </PlainText>
              </PlainCard>
            </li>
          ))}
        </ul>
      )}
    </WallSection>
  );
}
