import type { WallBlock } from '@portal/api-contract';
import { PlainEmpty, PlainText } from '@portal/ui-kit';
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
        <PlainEmpty description={HOME_STRINGS.latest.empty} />
      ) : (
        <ul className="home-latest" data-source={block.source}>
          {block.items.map((item) => (
            <li key={item.id}>
              <div className="home-latest-main">
                <WallLink href={item.href} className="home-wrap-anywhere">
                  {item.title}
                </WallLink>
                <PlainText type="secondary" className="home-small">
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
