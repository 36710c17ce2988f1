import type { WallDraftBlock } from '@portal/api-contract';
import { fieldKey, type IssueMap } from './wall-validation';

/**
 * What every block's fields take: the block, its problems (by field key) and the way to change it
 * (a function of the block as it is when the change applies, so an upload that ends after typing
 * does not undo the typing).
 */
export interface BlockFieldsProps<B extends WallDraftBlock> {
  block: B;
  issues: IssueMap;
  onChange: (update: (current: B) => B) => void;
}

/** The names of a block's lists (a banner's slides, the items of statistics and links). */
type ListKey<B> = { [K in keyof B]: B[K] extends readonly unknown[] ? K : never }[keyof B] & string;

type ItemOf<L> = L extends readonly (infer Item)[] ? Item : never;

/** What the rows of a block's list (ItemRows) need of the block's fields: the list, its problems' key, its changes. */
export function listOf<B extends WallDraftBlock, K extends ListKey<B>>({ block, issues, onChange }: BlockFieldsProps<B>, key: K) {
  type Item = ItemOf<B[K]>;
  return {
    items: block[key] as readonly Item[],
    listKey: fieldKey(block.id, key),
    issues,
    onChange: (update: (items: Item[]) => Item[]) => onChange((current) => ({ ...current, [key]: update(current[key] as Item[]) })),
  };
}
