/**
 * The stored format of a content wall's blocks (a JSON array in `content_walls.draft` and
 * `content_wall_versions.blocks`): the contract's draft blocks, as the editor saves them
 * (issue 18). Featured blocks hold ids, latest blocks a count, stats items a metric, banner
 * slides an uploaded image; the server fills in the rest when it serves the wall.
 */
import type { WallDraftBlock } from '@portal/api-contract';

export { WALL_METRICS, type WallMetric } from '@portal/api-contract';
export type StoredWallBlock = WallDraftBlock;
