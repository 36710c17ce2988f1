import type { ContentWall, ProductListData, ResourceListData, WallBlock, WallDraftBlock, WallEditor, WallVersionSummary } from '@portal/api-contract';
import { WALL_METRIC_LABELS, fileUrl } from '@portal/api-contract';
import { PROVINCE, findSiteIdentity } from '@portal/site-config';

/** Plain walls, versions and catalogue hits for the editor's stories and tests (issue 18; no network). */

export const STALE_MESSAGE = '内容墙已被他人修改，请刷新后重试';
export const IMAGE_ID = 'fil_0a1b2c3d';

/** The province's published blocks (v3, a rollback of v1). */
export const PUBLISHED_BLOCKS: WallDraftBlock[] = [
  {
    type: 'banner',
    id: 'banner',
    slides: [
      { title: '江苏省公共数据授权运营平台正式上线', subtitle: '汇聚全省公共数据资源', href: '/about' },
      { title: '数据产品目录持续更新', href: '/dataProduct' },
    ],
  },
  {
    type: 'stats',
    id: 'stats',
    title: '平台数据统计',
    items: [
      { label: '数据资源', unit: '个', metric: 'resources' },
      { label: '数据量', unit: '条', metric: 'records' },
      { label: '数据产品', unit: '个', metric: 'products' },
      { label: '接入部门', unit: '家', metric: 'departments' },
    ],
  },
  { type: 'featured', id: 'featured', title: '推荐数据资源', source: 'resources', ids: ['res_0001', 'res_0002'] },
  { type: 'latest', id: 'news', title: '运营动态', source: 'news', limit: 5 },
  { type: 'links', id: 'links', title: '快捷入口', items: [{ label: '数据资源目录', href: '/dataResource' }] },
];

/** The saved draft: the published blocks with a new banner title and a rich-text notice. */
export const DRAFT_BLOCKS: WallDraftBlock[] = [
  { ...(PUBLISHED_BLOCKS[0] as Extract<WallDraftBlock, { type: 'banner' }>), slides: [{ title: '2026年公共数据开发利用大赛报名启动', href: '/about' }] },
  ...PUBLISHED_BLOCKS.slice(1),
  { type: 'richText', id: 'notice', title: '平台公告', html: '<p>平台将于每周日 0:00–2:00 进行例行维护。</p>' },
];

/** Blocks of v1 and v2 (v3 restored v1). */
export const VERSION_BLOCKS: Record<number, WallDraftBlock[]> = {
  1: PUBLISHED_BLOCKS,
  2: [{ type: 'links', id: 'links', title: '常用入口', items: [{ label: '政策文件', href: '/policy' }] }],
  3: PUBLISHED_BLOCKS,
};

export const HISTORY: WallVersionSummary[] = [
  { version: 3, publishedAt: '2026-11-20T02:30:00.000Z', publishedBy: '张主任', restoredFrom: 1, current: true },
  { version: 2, publishedAt: '2026-11-12T06:00:00.000Z', publishedBy: '李编辑', restoredFrom: null, current: false },
  { version: 1, publishedAt: '2026-10-30T01:15:00.000Z', publishedBy: '李编辑', restoredFrom: null, current: false },
];

export const TITLES: Record<string, string> = {
  res_0001: '南京市公共交通线路信息',
  res_0002: '江苏省二级以上医院名录',
  res_0003: '苏州市企业登记信息',
  prd_0001: '江苏省企业信用评价服务',
};

/** The province's editor: a saved draft over v3, three versions. */
export function provinceEditor(overrides: Partial<WallEditor> = {}): WallEditor {
  return {
    site: PROVINCE.code,
    siteName: PROVINCE.nameZh,
    version: 7,
    inherited: false,
    draft: { blocks: DRAFT_BLOCKS, savedAt: '2026-11-24T07:12:00.000Z', savedBy: '王管理' },
    published: { ...(HISTORY[0] as WallVersionSummary), blocks: PUBLISHED_BLOCKS },
    history: HISTORY,
    titles: { res_0001: TITLES['res_0001'] as string, res_0002: TITLES['res_0002'] as string },
    ...overrides,
  };
}

/** A city that has published nothing of its own (its home shows the province's wall). */
export function cityEditor(site: string): WallEditor {
  return { site, siteName: findSiteIdentity(site)?.nameZh ?? site, version: 0, inherited: true, draft: null, published: null, history: [], titles: {} };
}

const METRIC_VALUES: Record<string, number> = { resources: 12_345, records: 9_876_543_210, products: 64, departments: 1_002 };

/** What preview answers: the blocks resolved as the public wall is (titles, numbers, newest items). */
export function resolveWall(blocks: readonly WallDraftBlock[]): ContentWall {
  const resolved = blocks.map((block): WallBlock => {
    switch (block.type) {
      case 'banner':
        return {
          ...block,
          slides: block.slides.map(({ imageFileId, ...slide }) => ({ ...slide, ...(imageFileId ? { imageUrl: fileUrl(imageFileId) } : {}) })),
        };
      case 'stats':
        return {
          ...block,
          items: block.items.map((item) => ({ label: item.label || WALL_METRIC_LABELS[item.metric], unit: item.unit, value: METRIC_VALUES[item.metric] ?? 8 })),
        };
      case 'featured':
        return {
          ...block,
          items: block.ids
            .filter((id) => TITLES[id])
            .map((id) => ({ id, title: TITLES[id] as string, meta: '江苏省数据局', date: '2026-10-08T16:30:00.000Z', href: `/dataResource/detail/${id}` })),
        };
      case 'latest':
        return {
          ...block,
          items: [
            {
              id: 'news_0001',
              title: '省数据局召开公共数据授权运营工作推进会',
              meta: '工作动态',
              date: '2026-10-07T01:00:00.000Z',
              href: '/dynamics/detail/news_0001',
            },
          ],
        };
      default:
        return block;
    }
  });
  return { updatedAt: '2026-11-25T03:00:00.000Z', blocks: resolved };
}

const named = (id: string, name: string) => ({ id, name });
const noFacets = { domain: [], department: [], openType: [], format: [], frequency: [] };

/** The resource list's answer for a keyword (names containing it). */
export function resourceList(keyword: string | null): ResourceListData {
  const items = Object.entries(TITLES)
    .filter(([id, name]) => id.startsWith('res_') && (!keyword || name.includes(keyword)))
    .map(([id, name]) => ({
      id,
      code: id.toUpperCase(),
      name,
      department: named('dep_traffic', '江苏省交通运输厅'),
      domain: named('dom_traffic', '交通出行'),
      openType: 'conditional' as const,
      updateFrequency: 'monthly' as const,
      formats: ['CSV' as const],
      recordCount: 1200,
      tags: [],
      publishedAt: '2026-09-01T02:00:00.000Z',
      updatedAt: '2026-10-01T02:00:00.000Z',
    }));
  return { items, total: items.length, page: 1, pageSize: 10, facets: noFacets };
}

/** The product list's answer (one product whatever the keyword). */
export function productList(): ProductListData {
  return {
    items: [
      {
        id: 'prd_0001',
        name: TITLES['prd_0001'] as string,
        type: 'api',
        domain: named('dom_credit', '信用服务'),
        operator: named('org_group', '江苏省数据集团有限公司'),
        scenarios: [],
        publishedAt: '2026-09-01T02:00:00.000Z',
        updatedAt: '2026-10-01T02:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
    facets: { domain: [], type: [], operator: [] },
  };
}
