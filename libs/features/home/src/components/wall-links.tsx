import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG } from '@portal/i18n';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type LinksBlock = Extract<WallBlock, { type: 'links' }>;

/** Quick links: portal pages or https addresses (a new tab). */
export function WallLinks({ block }: { block: LinksBlock }) {
  return (
    <WallSection title={block.title}>
      <ul className="home-links">
        {block.items.map((item) => (
          <li key={`${item.label}-${item.href}`}>
            <WallLink href={item.href} className="home-link">
              <span lang={CONTENT_LANG}>{item.label}</span>
            </WallLink>
          </li>
        ))}
      </ul>
    </WallSection>
  );
}
