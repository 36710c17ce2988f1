import { describe, expect, it } from 'vitest';
import type { WallDraftBlock } from '@portal/api-contract';
import {
  BLOCK_KINDS,
  MAX_BLOCKS,
  addBlock,
  blockLabel,
  cleanBlocks,
  kindOf,
  moveBlock,
  moveItem,
  newBlock,
  newBlockId,
  removeBlock,
  sameBlocks,
  startingBlocks,
} from './wall-blocks';
import { DRAFT_BLOCKS, PUBLISHED_BLOCKS } from './wall-editor-fixtures';

const ids = (blocks: readonly WallDraftBlock[]) => blocks.map((block) => block.id);

describe('issue 18 the content wall editor’s block list', () => {
  it('moves a block up and down, and leaves the list as it was at either end', () => {
    expect(ids(moveBlock(PUBLISHED_BLOCKS, 'stats', -1))).toEqual(['stats', 'banner', 'featured', 'news', 'links']);
    expect(ids(moveBlock(PUBLISHED_BLOCKS, 'stats', 1))).toEqual(['banner', 'featured', 'stats', 'news', 'links']);
    expect(ids(moveBlock(PUBLISHED_BLOCKS, 'banner', -1))).toEqual(ids(PUBLISHED_BLOCKS));
    expect(ids(moveBlock(PUBLISHED_BLOCKS, 'links', 1))).toEqual(ids(PUBLISHED_BLOCKS));
    expect(ids(moveBlock(PUBLISHED_BLOCKS, 'missing', 1))).toEqual(ids(PUBLISHED_BLOCKS));
    expect(ids(PUBLISHED_BLOCKS)).toEqual(['banner', 'stats', 'featured', 'news', 'links']);
  });

  it('moves items of any list (slides, featured ids)', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a block at the end (none past 40) and removes one by id', () => {
    const block = newBlock('links', 'blk-abc123');
    expect(ids(addBlock(PUBLISHED_BLOCKS, block))).toEqual([...ids(PUBLISHED_BLOCKS), 'blk-abc123']);
    const full = Array.from({ length: MAX_BLOCKS }, (_, index) => newBlock('richText', `b${index}`));
    expect(addBlock(full, block)).toHaveLength(MAX_BLOCKS);
    expect(ids(removeBlock(PUBLISHED_BLOCKS, 'featured'))).toEqual(['banner', 'stats', 'news', 'links']);
  });

  it('gives new blocks a short random id no block has', () => {
    const sequence = [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    let call = 0;
    const random = () => sequence[call++ % sequence.length] as number;
    const taken = [newBlock('banner', 'blk-aaaaaa')];
    expect(newBlockId(taken, random)).toBe('blk-ssssss');
    expect(newBlockId([])).toMatch(/^blk-[a-z0-9]{6}$/);
  });

  it('starts each kind with what its form needs, and names it by its source', () => {
    expect(BLOCK_KINDS.map((kind) => blockLabel(newBlock(kind, 'x')))).toEqual([
      '横幅',
      '统计数据',
      '精选资源',
      '精选产品',
      '最新动态',
      '最新政策',
      '快捷入口',
      '图文',
    ]);
    expect(BLOCK_KINDS.map((kind) => kindOf(newBlock(kind, 'x')))).toEqual([...BLOCK_KINDS]);
    expect(newBlock('latestPolicies', 'x')).toEqual({ type: 'latest', id: 'x', title: '', source: 'policies', limit: 5 });
  });

  it('starts from the draft, else the published blocks, else nothing', () => {
    const published = { version: 1, publishedAt: '', publishedBy: '', restoredFrom: null, current: true, blocks: PUBLISHED_BLOCKS };
    expect(startingBlocks({ draft: { blocks: DRAFT_BLOCKS, savedAt: '', savedBy: '' }, published })).toBe(DRAFT_BLOCKS);
    expect(startingBlocks({ draft: null, published })).toBe(PUBLISHED_BLOCKS);
    expect(startingBlocks({ draft: null, published: null })).toEqual([]);
  });
});

describe('issue 18 the blocks as they are sent', () => {
  it('leaves out empty optional texts and fields of no block', () => {
    const blocks = [
      { type: 'banner', id: 'b', slides: [{ title: '标题', subtitle: ' ', href: '', imageFileId: 'fil_1', extra: 1 }] },
      { type: 'richText', id: 'r', title: '', html: '<p>x</p>' },
    ] as unknown as WallDraftBlock[];
    expect(cleanBlocks(blocks)).toEqual([
      { type: 'banner', id: 'b', slides: [{ title: '标题', imageFileId: 'fil_1' }] },
      { type: 'richText', id: 'r', html: '<p>x</p>' },
    ]);
  });

  it('sees walls that would be saved the same as unchanged, whatever their keys’ order', () => {
    const reordered = PUBLISHED_BLOCKS.map((block) => Object.fromEntries(Object.entries(block).reverse()) as WallDraftBlock);
    expect(sameBlocks(PUBLISHED_BLOCKS, reordered)).toBe(true);
    expect(sameBlocks(PUBLISHED_BLOCKS, [...PUBLISHED_BLOCKS, newBlock('richText', 'n')])).toBe(false);
    expect(sameBlocks([{ type: 'richText', id: 'r', html: '' }], [{ type: 'richText', id: 'r', title: '', html: '' }])).toBe(true);
  });
});
