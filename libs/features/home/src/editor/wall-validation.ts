import { contractMessage } from '@portal/api-client';
import { wallDraftBlocksSchema, type WallDraftBlock } from '@portal/api-contract';
import { homeEditorText, type HomeEditorText } from './text';
import { cleanBlocks } from './wall-blocks';

/**
 * The wall checked in the browser with the contract's own schema (wallDraftBlocksSchema) before it
 * is saved or previewed, its messages placed by field: a block's id and the path inside it, so a
 * message stays with its field when blocks move.
 */

/** Messages by field key (fieldKey); '' is the wall as a whole. */
export type IssueMap = Readonly<Record<string, string>>;

/** The key of a field: the block's id, then the path inside the block (`blk-a1b2c3.slides.0.title`). */
export const fieldKey = (blockId: string, ...path: (string | number)[]): string => [blockId, ...path].join('.');

export type Validation = { ok: true; blocks: WallDraftBlock[] } | { ok: false; issues: IssueMap };

/** What zod reports of one problem (the parts used here). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The contract's message, said more plainly where a field was left empty. */
function messageOf(issue: SchemaIssue, value: unknown, t: HomeEditorText): string {
  const last = issue.path.at(-1);
  if (last === 'href' && typeof value === 'string' && value.trim() === '') return t('editor.validation.linkRequired');
  if (last === 'limit' && (issue.code === 'invalid_type' || (typeof value === 'number' && Number.isNaN(value)))) return t('editor.validation.limitRequired');
  return contractMessage(issue.message);
}

/** The problems of a list of blocks by field key, the first message of each field. */
export function issueMap(blocks: readonly WallDraftBlock[], issues: readonly SchemaIssue[], t: HomeEditorText = homeEditorText.t): IssueMap {
  const map: Record<string, string> = {};
  for (const issue of issues) {
    const [index, ...rest] = issue.path;
    const block = typeof index === 'number' ? blocks[index] : undefined;
    const key = block ? fieldKey(block.id, ...rest.map(String)) : '';
    map[key] ??= messageOf(issue, valueAt(blocks, issue.path), t);
  }
  return map;
}

/** The blocks as they would be sent (trimmed, empty optional texts left out), or what is wrong with them. */
export function validateBlocks(blocks: readonly WallDraftBlock[], t: HomeEditorText = homeEditorText.t): Validation {
  const cleaned = cleanBlocks(blocks);
  const result = wallDraftBlocksSchema.safeParse(cleaned);
  if (result.success) return { ok: true, blocks: result.data };
  return { ok: false, issues: issueMap(cleaned, result.error.issues, t) };
}

/** Whether any field of a block has a problem. */
export const blockHasIssues = (issues: IssueMap, blockId: string): boolean =>
  Object.keys(issues).some((key) => key === blockId || key.startsWith(`${blockId}.`));
