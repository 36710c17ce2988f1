import { Flex } from 'antd';
import type { WallBlock } from '@portal/api-contract';
import { WallLink } from './wall-link';
import { WallSection } from './wall-section';

type LinksBlock = Extract<WallBlock, { type: 'links' }>;

/** Quick links: portal pages or https addresses (a new tab). */
export function WallLinks({ block }: { block: LinksBlock }) {
  return (
    <WallSection title={block.title}>
      <Flex component="ul" wrap gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {block.items.map((item) => (
          <li key={`${item.label}-${item.href}`}>
            <WallLink href={item.href} style={{ display: 'inline-block', padding: '8px 16px', border: '1px solid #d9d9d9', borderRadius: 6, minHeight: 24 }}>
              {item.label}
            </WallLink>
          </li>
        ))}
      </Flex>
    </WallSection>
  );
}
