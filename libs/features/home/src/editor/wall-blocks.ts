import type { WallDraftBlock, WallEditor } from '@portal/api-contract';
import { homeEditorText, type HomeEditorText } from './text';

/**
 * The editor's block list as plain functions (no React): the kinds an editor adds, new blocks and
 * their ids, moving and removing, and the blocks as they are sent (empty optional texts left out).
 * Every function returns a new list and leaves its arguments as they were.
 */

type Block<T extends WallDraftBlock['type']> = Extract<WallDraftBlock, { type: T }>;
export type BannerBlock = Block<'banner'>;
export type StatsBlock = Block<'stats'>;
export type FeaturedBlock = Block<'featured'>;
export type LatestBlock = Block<'latest'>;
export type LinksBlock = Block<'links'>;
export type RichTextBlock = Block<'richText'>;

/** What 添加区块 offers: a type, and for featured and latest blocks their source. */
export const BLOCK_KINDS = ['banner', 'stats', 'featuredResources', 'featuredProducts', 'latestNews', 'latestPolicies', 'links', 'richText'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The most blocks a wall may have (wallDraftBlocksSchema). */
export const MAX_BLOCKS = 40;

export function kindOf(block: WallDraftBlock): BlockKind {
  switch (block.type) {
    case 'featured':
      return block.source === 'resources' ? 'featuredResources' : 'featuredProducts';
    case 'latest':
      return block.source === 'news' ? 'latestNews' : 'latestPolicies';
    default:
      return block.type;
  }
}

/** A block's type as the editor names it (横幅, 精选产品, 最新政策 …), in the active language. */
export const blockLabel = (block: WallDraftBlock, t: HomeEditorText = homeEditorText.t): string => t(`editor.types.${kindOf(block)}`);

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random id (`blk-` and six lower-case letters or digits) that no block of the list has. */
export function newBlockId(blocks: readonly WallDraftBlock[], random: () => number = Math.random): string {
  const taken = new Set(blocks.map((block) => block.id));
  for (;;) {
    let id = 'blk-';
    for (let index = 0; index < 6; index += 1) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)] ?? 'a';
    if (!taken.has(id)) return id;
  }
}

/** A new block of a kind, with one empty row where it needs one (the editor's validation says what is missing). */
export function newBlock(kind: BlockKind, id: string): WallDraftBlock {
  switch (kind) {
    case 'banner':
      return { type: 'banner', id, slides: [{ title: '' }] };
    case 'stats':
      return { type: 'stats', id, title: '', items: [{ label: '', unit: '', metric: 'resources' }] };
    case 'featuredResources':
    case 'featuredProducts':
      return { type: 'featured', id, title: '', source: kind === 'featuredResources' ? 'resources' : 'products', ids: [] };
    case 'latestNews':
    case 'latestPolicies':
      return { type: 'latest', id, title: '', source: kind === 'latestNews' ? 'news' : 'policies', limit: 5 };
    case 'links':
      return { type: 'links', id, title: '', items: [{ label: '', href: '' }] };
    case 'richText':
      return { type: 'richText', id, html: '' };
  }
}

/** An item of a list moved by `delta` places (-1 up, +1 down); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length || delta === 0) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A list without the item at `index`. */
export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_item, position) => position !== index);

/** A list with the item at `index` replaced. */
export const replaceItem = <T>(items: readonly T[], index: number, item: T): T[] => items.map((current, position) => (position === index ? item : current));

/** The wall with a block added at its end (none past MAX_BLOCKS). */
export const addBlock = (blocks: readonly WallDraftBlock[], block: WallDraftBlock): WallDraftBlock[] =>
  blocks.length >= MAX_BLOCKS ? [...blocks] : [...blocks, block];

/** The wall with the block of this id moved up (-1) or down (+1). */
export function moveBlock(blocks: readonly WallDraftBlock[], id: string, delta: number): WallDraftBlock[] {
  return moveItem(
    blocks,
    blocks.findIndex((block) => block.id === id),
    delta,
  );
}

export const removeBlock = (blocks: readonly WallDraftBlock[], id: string): WallDraftBlock[] => blocks.filter((block) => block.id !== id);

export const updateBlock = (blocks: readonly WallDraftBlock[], next: WallDraftBlock): WallDraftBlock[] =>
  blocks.map((block) => (block.id === next.id ? next : block));

/** What the editor starts from: the saved draft, else the published version, else nothing. */
export const startingBlocks = (editor: Pick<WallEditor, 'draft' | 'published'>): WallDraftBlock[] => editor.draft?.blocks ?? editor.published?.blocks ?? [];

/** An optional text: left out when empty. */
const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined || value.trim() === '' ? {} : ({ [key]: value } as Record<K, string>);

/** One block as it is sent: its own fields only, in a fixed order, empty optional texts left out. */
function cleanBlock(block: WallDraftBlock): WallDraftBlock {
  switch (block.type) {
    case 'banner':
      return {
        type: 'banner',
        id: block.id,
        slides: block.slides.map((slide) => ({
          title: slide.title,
          ...optional('subtitle', slide.subtitle),
          ...optional('imageFileId', slide.imageFileId),
          ...optional('href', slide.href),
        })),
      };
    case 'stats':
      return { type: 'stats', id: block.id, title: block.title, items: block.items.map(({ label, unit, metric }) => ({ label, unit, metric })) };
    case 'featured':
      return { type: 'featured', id: block.id, title: block.title, source: block.source, ids: [...block.ids] };
    case 'latest':
      return { type: 'latest', id: block.id, title: block.title, source: block.source, limit: block.limit };
    case 'links':
      return { type: 'links', id: block.id, title: block.title, items: block.items.map(({ label, href }) => ({ label, href })) };
    case 'richText':
      return { type: 'richText', id: block.id, ...optional('title', block.title), html: block.html };
  }
}

/** The blocks as they are validated and sent. */
export const cleanBlocks = (blocks: readonly WallDraftBlock[]): WallDraftBlock[] => blocks.map(cleanBlock);

/** Whether two walls would be saved the same (the editor's "unsaved changes"). */
export const sameBlocks = (left: readonly WallDraftBlock[], right: readonly WallDraftBlock[]): boolean =>
  JSON.stringify(cleanBlocks(left)) === JSON.stringify(cleanBlocks(right));
