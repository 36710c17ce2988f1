import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG } from '@portal/i18n';
import { PlainText } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { WallSection } from './wall-section';

type StatsBlock = Extract<WallBlock, { type: 'stats' }>;

/** Platform statistics; spec §5: numbers with comma thousands separators. */
export function WallStats({ block }: { block: StatsBlock }) {
  return (
    <WallSection title={block.title}>
      {/* One list of terms and values (issue 19, Orca pass: a list per statistic was read as six one-term lists). */}
      <dl className="home-stats">
        {block.items.map((item) => (
          // Term and value, read together ("数据资源 12,345 个").
          <div key={item.label} className="home-stat">
            <dt>
              <PlainText type="secondary" lang={CONTENT_LANG}>
                {item.label}
              </PlainText>
            </dt>
            <dd>
              {/* A number never breaks inside itself (issue 21 §3): it shrinks with the screen instead; the unit may wrap. */}
              <PlainText strong className="home-stat-value" data-stat-value>
                {formatThousands(item.value)}
              </PlainText>
              {item.unit ? (
                <PlainText className="home-stat-unit" lang={CONTENT_LANG}>
                  {item.unit}
                </PlainText>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </WallSection>
  );
}
