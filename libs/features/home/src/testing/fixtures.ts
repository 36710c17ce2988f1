import type { ContentWall, WallItem } from '@portal/api-contract';

const item = (id: string, title: string, meta: string, date: string, href: string): WallItem => ({ id, title, meta, date, href });

/** A wall with one block of each kind, as the server resolves it (plain data for tests and stories). */
export const WALL: ContentWall = {
  updatedAt: '2026-10-09T08:00:00+08:00',
  blocks: [
    {
      type: 'banner',
      id: 'banner',
      slides: [
        { title: '江苏省公共数据授权运营平台正式上线', subtitle: '汇聚全省公共数据资源，服务数字经济高质量发展', href: '/about' },
        { title: '2026年公共数据开发利用大赛报名启动', subtitle: '面向全省企业和高校征集数据应用场景', href: 'https://data.jiangsu.gov.cn/contest' },
        { title: '数据产品目录持续更新', href: '/dataProduct' },
      ],
    },
    {
      type: 'stats',
      id: 'stats',
      title: '平台数据统计',
      items: [
        { label: '数据资源', value: 12_345, unit: '个' },
        { label: '数据量', value: 9_876_543_210, unit: '条' },
        { label: '数据产品', value: 64, unit: '个' },
        { label: '接入部门', value: 1_002, unit: '家' },
      ],
    },
    {
      type: 'featured',
      id: 'featured-resources',
      title: '推荐数据资源',
      source: 'resources',
      ids: ['res_0001', 'res_0002'],
      items: [
        item('res_0001', '南京市公共交通线路信息', '江苏省交通运输厅', '2026-10-08T16:30:00.000Z', '/dataResource/detail/res_0001'),
        item('res_0002', '江苏省二级以上医院名录', '江苏省卫生健康委员会', '2026-09-30T02:00:00.000Z', '/dataResource/detail/res_0002'),
      ],
    },
    {
      type: 'featured',
      id: 'featured-products',
      title: '推荐数据产品',
      source: 'products',
      ids: ['prd_0001'],
      items: [item('prd_0001', '江苏省企业信用评价服务', '江苏省数据集团有限公司', '2026-09-01T02:00:00.000Z', '/dataProduct/detail/prd_0001')],
    },
    {
      type: 'latest',
      id: 'latest-news',
      title: '运营动态',
      source: 'news',
      limit: 5,
      items: [item('news_0001', '省数据局召开公共数据授权运营工作推进会', '工作动态', '2026-10-07T01:00:00.000Z', '/dynamics/detail/news_0001')],
    },
    {
      type: 'latest',
      id: 'latest-policies',
      title: '政策资讯',
      source: 'policies',
      limit: 5,
      items: [item('pol_0001', '江苏省公共数据授权运营管理办法（试行）', '江苏省人民政府办公厅', '2026-06-30T16:00:00.000Z', '/policy')],
    },
    {
      type: 'links',
      id: 'links',
      title: '快捷入口',
      items: [
        { label: '数据资源目录', href: '/dataResource' },
        { label: '需求征集', href: '/applylist' },
        { label: '江苏政务服务网', href: 'https://www.jszwfw.gov.cn' },
      ],
    },
    {
      type: 'richText',
      id: 'notice',
      title: '平台公告',
      html: '<p>平台将于<strong>每周日 0:00–2:00</strong>进行例行维护。</p><img src="x" onerror="window.__xss=1">',
    },
  ],
};
