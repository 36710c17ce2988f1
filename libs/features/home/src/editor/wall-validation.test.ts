import { describe, expect, it } from 'vitest';
import type { WallDraftBlock } from '@portal/api-contract';
import { imageProblem } from './image-field';
import { DRAFT_BLOCKS } from './wall-editor-fixtures';
import { blockHasIssues, fieldKey, issueMap, validateBlocks } from './wall-validation';

describe('issue 18 the editor’s check with the contract’s rules', () => {
  it('passes a valid wall, trimmed as the server stores it', () => {
    const blocks: WallDraftBlock[] = [{ type: 'links', id: 'blk-a1b2c3', title: ' 快捷入口 ', items: [{ label: '目录', href: '/dataResource' }] }];
    expect(validateBlocks(blocks)).toEqual({
      ok: true,
      blocks: [{ type: 'links', id: 'blk-a1b2c3', title: '快捷入口', items: [{ label: '目录', href: '/dataResource' }] }],
    });
    expect(validateBlocks(DRAFT_BLOCKS).ok).toBe(true);
  });

  it('places each message by block id and field, the first of each', () => {
    const blocks: WallDraftBlock[] = [
      { type: 'banner', id: 'hero', slides: [{ title: '  ', href: 'javascript:alert(1)' }] },
      { type: 'stats', id: 'numbers', title: '统计', items: [] },
      { type: 'featured', id: 'picks', title: '', source: 'resources', ids: ['res_0001', 'res_0001'] },
    ];
    const result = validateBlocks(blocks);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual({
      [fieldKey('hero', 'slides', 0, 'title')]: '请填写标题',
      [fieldKey('hero', 'slides', 0, 'href')]: '链接应为本站路径（以 / 开头）或 *.gov.cn 网站的 http(s) 地址',
      [fieldKey('numbers', 'items')]: '至少选择1项统计',
      [fieldKey('picks', 'title')]: '请填写区块标题',
      [fieldKey('picks', 'ids')]: '不能重复选择同一项',
    });
    expect(blockHasIssues(result.issues, 'hero')).toBe(true);
    expect(blockHasIssues(result.issues, 'her')).toBe(false);
  });

  it('says a link or a count was left empty more plainly than the contract', () => {
    const blocks: WallDraftBlock[] = [
      { type: 'links', id: 'links', title: '入口', items: [{ label: '目录', href: '' }] },
      { type: 'latest', id: 'news', title: '动态', source: 'news', limit: Number.NaN },
    ];
    const result = validateBlocks(blocks);
    expect(result.ok ? {} : result.issues).toEqual({ 'links.items.0.href': '请填写链接', 'news.limit': '请填写条数' });
  });

  it('puts a problem of the wall as a whole under the empty key', () => {
    const twice: WallDraftBlock = { type: 'richText', id: 'same', html: '' };
    const result = validateBlocks([twice, twice]);
    expect(result.ok ? {} : result.issues).toEqual({ '': '区块编号不能重复' });
    expect(issueMap([], [{ path: [3, 'title'], message: 'm', code: 'custom' }])).toEqual({ '': 'm' });
  });

  it('refuses an image that is not JPEG or PNG, or over 2 MB, before it is sent', () => {
    expect(imageProblem({ name: 'banner.PNG', size: 1024 })).toBeNull();
    expect(imageProblem({ name: 'banner.gif', size: 1024 })).toBe('只能上传 JPG 或 PNG 图片');
    expect(imageProblem({ name: 'banner.pdf', size: 1024 })).toBe('只能上传 JPG 或 PNG 图片');
    expect(imageProblem({ name: 'banner.jpg', size: 2 * 1024 * 1024 + 1 })).toBe('图片不能超过 2 MB');
    expect(imageProblem({ name: 'banner.jpg', size: 0 })).toBe('不能上传空文件');
  });
});
