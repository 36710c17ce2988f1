import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainCard, PlainEmpty, PlainText, PlainTitle } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { homeText } from '../text';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type FeaturedBlock = Extract<WallBlock, { type: 'featured' }>;

/** Featured resources or products (resolved by the server), as cards linking to their detail. */
export function WallFeatured({ block }: { block: FeaturedBlock }) {
  const t = useText(homeText);
  return (
    <WallSection title={block.title}>
      {block.items.length === 0 ? (
        <PlainEmpty description={t('featured.empty')} />
      ) : (
        <ul className="home-featured" data-source={block.source}>
          {block.items.map((item) => (
            <li key={item.id}>
              <PlainCard className="home-card">
                <PlainTitle level={3} className="home-card-title">
                  <WallLink href={item.href}>
                    <span lang={CONTENT_LANG}>{item.title}</span>
                  </WallLink>
                </PlainTitle>
                <PlainText type="secondary" lang={CONTENT_LANG}>
                  {item.meta}
                </PlainText>
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
