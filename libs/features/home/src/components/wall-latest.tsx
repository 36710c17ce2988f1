import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainEmpty, PlainText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { homeText } from '../text';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type LatestBlock = Extract<WallBlock, { type: 'latest' }>;

/** The newest news or policies (filled by the server): titles with their dates. */
export function WallLatest({ block }: { block: LatestBlock }) {
  const t = useText(homeText);
  return (
    <WallSection title={block.title}>
      {block.items.length === 0 ? (
        <PlainEmpty description={t('latest.empty')} />
      ) : (
        <ul className="home-latest" data-source={block.source}>
          {block.items.map((item) => (
            <li key={item.id}>
              <div className="home-latest-main">
                <WallLink href={item.href} className="home-wrap-anywhere">
                  <span lang={CONTENT_LANG}>{item.title}</span>
                </WallLink>
                <PlainText type="secondary" className="home-small" lang={CONTENT_LANG}>
                  {item.meta}
                </PlainText>
              </div>
              <PlainText type="secondary" className="home-nowrap">
                <time dateTime={item.date}>{formatDay(item.date)}</time>
              </PlainText>
            </li>
          ))}
        </ul>
      )}
    </WallSection>
  );
}
