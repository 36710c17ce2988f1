import type { WallDraftBlock } from '@portal/api-contract';
import type { IssueMap } from './wall-validation';

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
