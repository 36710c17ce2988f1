import type { Insertable, Kysely } from 'kysely';
import {
  attachmentUrl,
  renderAttachmentPdf,
  type AttachmentKind,
  type CallResponseTable,
  type CallTable,
  type ContentWallVersionTable,
  type Database,
  type NewsTable,
  type PolicyTable,
  type SitePageTable,
  type StoredWallBlock,
} from '@portal/server-db';
import { CATALOGUE_DEPARTMENTS, CATALOGUE_DOMAINS } from './seed-catalogue';
import { DEMO_ORGANISATIONS, mulberry32 } from './seed-shared';
import provinceSite from '@portal/site-portal';

/**
 * Publications demo data (issue 5): news and announcements, policies, calls for collection
 * (some open, some closed relative to `now`), a few corporations' responses, the about page,
 * the privacy statement and the home content wall. Deterministic like the catalogue seeder
 * (mulberry32 with a fixed seed, every time derived from `now`); idempotent (nothing is
 * written when `content_walls` has the province's row). Needs the identity and catalogue rows.
 * Asked for a number of news items or policies (benchmarks, issue 16: 10 000 each), it makes that
 * many from the same material over three years instead of the demo set (bulkNewsRows, bulkPolicyRows).
 */

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

const SEED = 0x32_00_05;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The province's service contact from its site record, as the footer shows it (issue 21 §14). */
const PROVINCE_CONTACT = (() => {
  if (!provinceSite.contact) throw new Error('The province site record (libs/site-config/sites/portal) has no contact for the seeded pages.');
  return provinceSite.contact;
})();
/** Beijing time is UTC+8 all year. */
const BEIJING = 8 * HOUR;

/** The Beijing calendar date of an instant, YYYY-MM-DD. */
export const beijingDate = (ms: number) => new Date(ms + BEIJING).toISOString().slice(0, 10);
/** The Beijing calendar year of an instant. */
const beijingYear = (ms: number) => new Date(ms + BEIJING).getUTCFullYear();
/** An instant `daysAgo` days before `now`, at a Beijing office hour (9:00–17:59). */
function officeTime(rng: Rng, now: number, daysAgo: number): number {
  const dayStart = Math.floor((now + BEIJING) / DAY) * DAY - BEIJING - daysAgo * DAY;
  const at = dayStart + (9 + int(rng, 0, 8)) * HOUR + int(rng, 0, 59) * 60_000;
  return Math.min(at, now - 60_000);
}

const CITIES = ['南京市', '无锡市', '徐州市', '常州市', '苏州市', '南通市', '连云港市', '淮安市', '盐城市', '扬州市', '镇江市', '泰州市', '宿迁市'];
const DOMAIN_NAMES = CATALOGUE_DOMAINS.map((domain) => domain.name);
const SCENES = ['工业制造', '现代农业', '商贸流通', '交通运输', '金融服务', '科技创新', '文化旅游', '医疗健康', '应急管理', '气象服务', '城市治理', '绿色低碳'];

interface StoredAttachment {
  name: string;
  url: string;
  sizeBytes: number;
}

function attachments(kind: AttachmentKind, ownerId: string, names: readonly string[]): string {
  const list: StoredAttachment[] = names.map((name, index) => ({
    name,
    url: attachmentUrl(kind, ownerId, index + 1),
    sizeBytes: renderAttachmentPdf(name).length,
  }));
  return JSON.stringify(list);
}

/* ------------------------------------------------------------------ news */

type NewsCategory = NewsTable['category'];

interface Fill {
  city: string;
  domain: string;
  scene: string;
  year: number;
  n: number;
  batch: number;
}

const NEWS_TITLES: Record<NewsCategory, ReadonlyArray<(f: Fill) => string>> = {
  platform: [
    (f) => `平台新增${f.domain}领域数据资源${f.n}项`,
    (f) => `${f.city}公共数据授权运营专区正式上线`,
    (f) => `平台完成${f.year}年第${f.batch}批数据资源目录更新`,
    (f) => `省数据局召开${f.domain}领域公共数据授权运营推进会`,
    (f) => `“数据要素×${f.scene}”应用场景对接会在${f.city}举行`,
    (f) => `平台数据接口服务累计调用量突破${f.n * 10}万次`,
    (f) => `${f.city}举办公共数据开放创新应用大赛${f.scene}赛道决赛`,
    (f) => `平台上线${f.domain}主题数据专区`,
    (f) => `省数据局赴${f.city}调研公共数据开发利用工作`,
    (f) => `平台开展${f.domain}数据质量专项提升行动`,
  ],
  announcement: [
    (f) => `关于${f.year}年第${f.batch}批公共数据授权运营单位名单的公示`,
    (f) => `关于${f.domain}领域数据产品上架审核结果的公告（第${f.batch}批）`,
    (f) => `关于平台系统升级维护的公告（${f.year}年第${f.batch}次）`,
    (f) => `关于开展${f.year}年度公共数据开放需求征集的通知（${f.domain}）`,
    (f) => `关于调整${f.domain}领域部分数据资源开放属性的公告`,
    (f) => `关于举办${f.year}年${f.city}公共数据开发利用培训的通知`,
    (f) => `关于启用${f.domain}数据使用申请新流程的通知`,
    (f) => `关于${f.year}年度数据授权运营单位评估结果的公告（第${f.batch}批）`,
  ],
  industry: [
    (f) => `${f.city}数据交易额同比增长${(f.n % 40) + 12}%`,
    (f) => `国家数据局发布“数据要素×${f.scene}”典型案例`,
    (f) => `${f.domain}数据赋能${f.scene}成效显著`,
    (f) => `长三角公共数据共享开放合作持续深化：${f.city}签署${f.domain}数据互认协议`,
    (f) => `${f.city}数据标注基地建设加快推进`,
    (f) => `${f.city}高质量数据集建设取得新进展（${f.domain}）`,
    (f) => `${f.year}年${f.city}数字经济核心产业增加值保持较快增长`,
    (f) => `公共数据资源开发利用试点在${f.city}落地${f.scene}场景`,
  ],
};

const NEWS_SOURCES: Record<NewsCategory, readonly string[]> = {
  platform: ['江苏省公共数据授权运营平台', '江苏省数据局', '江苏省大数据管理中心'],
  announcement: ['江苏省数据局', '江苏省公共数据授权运营平台'],
  industry: ['新华日报', '交汇点新闻', '中国江苏网', '国家数据局', '江苏省数据局'],
};

const NEWS_CATEGORY_WEIGHTS: ReadonlyArray<readonly [NewsCategory, number]> = [
  ['platform', 40],
  ['announcement', 35],
  ['industry', 25],
];

function weightedCategory(rng: Rng): NewsCategory {
  let roll = rng() * 100;
  for (const [category, weight] of NEWS_CATEGORY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return 'industry';
}

/** How a news item opens: the event, told a few different ways (issue 21 §14: no one sentence on every item). */
const NEWS_LEADS: ReadonlyArray<(title: string, f: Fill, day: string) => string> = [
  (title, _f, day) => `${day}，${title}。`,
  (title, f, day) => `${day}，记者从省数据局获悉：${title}。此举旨在进一步提升${f.domain}领域公共数据的供给质量和使用效率。`,
  (title, f) => `近日，${title}。活动围绕${f.scene}场景的数据需求展开，来自政府部门、高校和企业的代表参加。`,
  (title, f) => `${title}。据了解，${f.city}已累计开放${f.domain}领域数据资源${f.n * 3}项，覆盖${f.batch + 2}个重点行业。`,
  (title, f, day) => `${day}，${title}，${f.city}有关部门和${f.n}家数据服务企业参与。`,
];

/** What comes next, said by someone or summed up (or nothing: some items end with their list). */
const NEWS_CLOSINGS: ReadonlyArray<((f: Fill) => string) | null> = [
  (f) => `省数据局有关负责人表示，将持续深化${f.domain}领域数据开发利用，以高质量数据供给赋能${f.scene}。`,
  (f) => `下一步，${f.city}将总结试点经验，在更多${f.scene}场景中推广应用。`,
  (f) => `与会企业代表认为，${f.domain}数据的规范供给降低了${f.scene}应用的开发成本。`,
  () => `有关工作进展将在平台“运营动态”栏目持续发布。`,
  null,
];

const NEWS_POINT_INTROS = ['据介绍，下一步将重点做好以下工作：', '会议明确了以下几项重点任务：', '主要举措包括：', '工作中将着重把握以下方面：'];

function newsBody(rng: Rng, title: string, category: NewsCategory, f: Fill, date: string): { summary: string; html: string } {
  const day = `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
  const lead =
    category === 'announcement'
      ? `为进一步规范公共数据开放和授权运营工作，根据《江苏省公共数据管理办法》等有关规定，现将${title
          .replace(/（[^）]*）$/, '')
          .replace(/^关于/, '')
          .replace(/的(通知|公告|公示)$/, '')}有关事项公告如下。`
      : pick(rng, NEWS_LEADS)(title, f, day);
  const points = [
    `聚焦${f.domain}等重点领域，按需开放高价值数据资源，完善数据目录和数据字典。`,
    `坚持“原始数据不出域、数据可用不可见”，依托隐私计算等技术保障数据安全。`,
    `建立供需对接机制，推动数据资源与${f.scene}场景精准匹配。`,
    `强化授权运营单位管理，落实数据安全主体责任和全流程监管。`,
    `鼓励${f.city}等设区市先行先试，形成可复制可推广的经验做法。`,
    `完善${f.domain}数据质量反馈渠道，问题数据${f.batch + 2}个工作日内核实处理。`,
    `推动${f.domain}领域接口服务标准化，统一鉴权、限流和调用日志。`,
    `组织${f.scene}行业企业开展数据应用培训，全年计划举办${f.batch + 3}期。`,
    `探索${f.domain}数据产品价格形成和收益分配机制，规范授权运营收费行为。`,
    `健全数据安全事件应急预案，定期开展${f.domain}数据安全风险评估。`,
    `支持高校和科研院所利用${f.domain}数据开展${f.scene}方向课题研究。`,
    `将${f.city}${f.scene}领域的典型应用纳入省级优秀案例库。`,
  ];
  // Two to four of them, in a shuffled order (no two items read alike).
  const shuffled = points
    .map((point) => [rng(), point] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, point]) => point);
  const chosen = shuffled.slice(0, int(rng, 2, 4));
  const list = chosen.map((point) => `<li>${point}</li>`).join('');
  let html = `<p>${lead}</p>`;
  if (category === 'announcement') {
    const ask = `如有疑问，请拨打服务热线${PROVINCE_CONTACT.phone}或发送邮件至${PROVINCE_CONTACT.email}咨询。`;
    html += `<h3>一、主要内容</h3><ol>${list}</ol><h3>二、有关要求</h3><p>请各有关单位按照时间节点认真组织落实。${ask}</p><p>特此公告。</p><p>江苏省数据局<br>${date}</p>`;
  } else {
    html += `<p>${pick(rng, NEWS_POINT_INTROS)}</p><ul>${list}</ul>`;
    if (rng() < 0.35) {
      const rows = CITIES.slice(0, int(rng, 3, 5))
        .map((city) => `<tr><td>${city}</td><td>${int(rng, 80, 900)}</td><td>${int(rng, 5, 60)}</td></tr>`)
        .join('');
      html += `<table><thead><tr><th>设区市</th><th>开放数据集（个）</th><th>数据产品（个）</th></tr></thead><tbody>${rows}</tbody></table>`;
    }
    const closing = pick(rng, NEWS_CLOSINGS);
    if (closing) html += `<p>${closing(f)}</p>`;
  }
  const summary = (category === 'announcement' ? lead : `${title}，${chosen[0]}`).slice(0, 120);
  return { summary, html };
}

function newsRows(rng: Rng, now: number): Insertable<NewsTable>[] {
  const rows: Insertable<NewsTable>[] = [];
  const titles = new Set<string>();
  const total = 126;
  for (let i = 0; i < total; i++) {
    // The last few are drafts or taken offline, and those are announcements: what the editor (公告管理) manages.
    const category = i >= total - 6 ? 'announcement' : weightedCategory(rng);
    let title = '';
    let f: Fill = { city: '', domain: '', scene: '', year: 0, n: 0, batch: 0 };
    // Spread over ~2 years: newer items for lower i.
    const daysAgo = Math.floor((i / total) * 720) + int(rng, 0, 5);
    const publishedAt = officeTime(rng, now, daysAgo);
    for (let tries = 0; tries < 50; tries++) {
      f = {
        city: pick(rng, CITIES),
        domain: pick(rng, DOMAIN_NAMES),
        scene: pick(rng, SCENES),
        year: beijingYear(publishedAt),
        n: int(rng, 12, 96),
        batch: int(rng, 1, 4),
      };
      title = pick(rng, NEWS_TITLES[category])(f);
      if (!titles.has(title)) break;
    }
    titles.add(title);
    const id = `news_${String(i + 1).padStart(4, '0')}`;
    const date = beijingDate(publishedAt);
    const { summary, html } = newsBody(rng, title, category, f, date);
    const withFiles = category === 'announcement' ? rng() < 0.45 : rng() < 0.1;
    const files = withFiles
      ? ['附件1：' + (category === 'announcement' ? `${title.replace(/^关于/, '').replace(/（.*）$/, '')}明细表.pdf` : `${f.domain}数据资源清单.pdf`)]
      : [];
    if (withFiles && rng() < 0.4) files.push('附件2：公共数据授权运营申请表.pdf');
    // The last few are a draft or taken offline: present in the table, never public.
    const status: NewsTable['status'] = i >= total - 6 ? (i % 2 === 0 ? 'draft' : 'offline') : 'published';
    rows.push({
      id,
      title,
      category,
      summary,
      source: pick(rng, NEWS_SOURCES[category]),
      body_html: html,
      attachments: attachments('news', id, files),
      status,
      published_at: publishedAt,
      created_at: publishedAt - int(rng, 1, 48) * HOUR,
      updated_at: publishedAt + (rng() < 0.2 ? int(rng, 1, 72) * HOUR : 0),
    });
  }
  for (const row of rows) row.updated_at = Math.min(row.updated_at, now);
  return rows;
}

/* -------------------------------------------------------------- policies */

interface Issuer {
  level: PolicyTable['level'];
  name: string;
  /** The document number prefix: 苏政办发 → 苏政办发〔2025〕12号. */
  prefix: string;
  /** The place used in titles ('' for national). */
  place: string;
}

const ISSUERS: readonly Issuer[] = [
  { level: 'national', name: '国务院', prefix: '国发', place: '' },
  { level: 'national', name: '国务院办公厅', prefix: '国办发', place: '' },
  { level: 'national', name: '国家数据局', prefix: '国数政策', place: '' },
  { level: 'national', name: '国家发展和改革委员会', prefix: '发改数据', place: '' },
  { level: 'national', name: '工业和信息化部', prefix: '工信部信发', place: '' },
  { level: 'provincial', name: '江苏省人民政府', prefix: '苏政发', place: '江苏省' },
  { level: 'provincial', name: '江苏省人民政府办公厅', prefix: '苏政办发', place: '江苏省' },
  { level: 'provincial', name: '江苏省数据局', prefix: '苏数发', place: '江苏省' },
  { level: 'provincial', name: '江苏省发展和改革委员会', prefix: '苏发改高技发', place: '江苏省' },
  { level: 'provincial', name: '江苏省工业和信息化厅', prefix: '苏工信数字', place: '江苏省' },
  { level: 'provincial', name: '江苏省财政厅', prefix: '苏财规', place: '江苏省' },
  { level: 'municipal', name: '南京市人民政府办公厅', prefix: '宁政办发', place: '南京市' },
  { level: 'municipal', name: '苏州市人民政府', prefix: '苏府', place: '苏州市' },
  { level: 'municipal', name: '无锡市数据局', prefix: '锡数发', place: '无锡市' },
  { level: 'municipal', name: '常州市人民政府办公室', prefix: '常政办发', place: '常州市' },
  { level: 'municipal', name: '南通市数据局', prefix: '通数发', place: '南通市' },
  { level: 'municipal', name: '徐州市人民政府', prefix: '徐政发', place: '徐州市' },
];

const POLICY_TITLES: ReadonlyArray<(place: string, year: number) => string> = [
  () => '关于加快推进公共数据资源开发利用的实施意见',
  (place) => `${place}公共数据授权运营管理办法（试行）`,
  () => '关于推进数据要素市场化配置改革的若干措施',
  (place, year) => `${place}“数据要素×”三年行动计划（${year}—${year + 2}年）`,
  () => '关于加强公共数据安全管理工作的通知',
  (place) => `${place}公共数据开放分级分类指南`,
  () => '关于促进数据标注产业高质量发展的实施意见',
  (place) => `${place}数据产权登记管理暂行办法`,
  (place) => `${place}公共数据资源目录编制规范`,
  () => '关于开展数据资产入表试点工作的通知',
  () => '关于支持数据企业高质量发展的若干政策措施',
  (place) => `${place}首席数据官制度建设实施方案`,
  () => '关于完善数据流通安全治理的实施意见',
  (place) => `${place}公共数据开放利用评估办法`,
  () => '关于加快建设高质量数据集的指导意见',
];

const LEVEL_WEIGHTS: ReadonlyArray<readonly [PolicyTable['level'], number]> = [
  ['national', 25],
  ['provincial', 45],
  ['municipal', 30],
];

const ADDRESSEES: Record<PolicyTable['level'], string> = {
  national: '各省、自治区、直辖市人民政府，国务院各部委、各直属机构：',
  provincial: '各设区市人民政府，省各委办厅局，省各直属单位：',
  municipal: '各区人民政府，市各委办局，市各直属单位：',
};

function policyBody(rng: Rng, title: string, issuer: Issuer, date: string): { summary: string; html: string } {
  const aim = title.replace(/^关于/, '').replace(/的(通知|实施意见|若干措施|若干政策措施|指导意见)$/, '');
  const sections = [
    [
      '总体要求',
      `以数据要素市场化配置改革为主线，统筹发展和安全，到${Number(date.slice(0, 4)) + 2}年，基本建成供给充分、流通有序、安全可控的公共数据开发利用体系。`,
    ],
    [
      '重点任务',
      '（一）扩大公共数据供给。编制并动态更新公共数据资源目录，推动高价值数据有序开放。（二）规范授权运营。明确授权运营单位条件、程序和退出机制，按规定开展合规审查。（三）培育应用场景。围绕重点行业开展“数据要素×”行动，打造一批标杆应用。',
    ],
    ['安全保障', '落实数据分类分级保护制度，建立健全数据安全风险评估、监测预警和应急处置机制，严格个人信息保护。'],
    ['组织实施', '各地各部门要加强组织领导，明确责任分工，强化资金、人才和技术保障，及时总结推广经验做法。'],
  ] as const;
  const used = sections.filter((_, index) => index === 0 || index === 3 || rng() < 0.8);
  const chinese = ['一', '二', '三', '四'];
  let html = `<p>${ADDRESSEES[issuer.level]}</p><p>为贯彻落实党中央、国务院关于构建数据基础制度、更好发挥数据要素作用的决策部署，${aim}，现提出如下意见。</p>`;
  used.forEach(([heading, text], index) => {
    html += `<h3>${chinese[index]}、${heading}</h3><p>${text}</p>`;
  });
  if (rng() < 0.4) {
    html += `<h3>附：职责分工</h3><table><thead><tr><th>序号</th><th>任务</th><th>责任单位</th></tr></thead><tbody>`;
    const tasks = ['编制公共数据资源目录', '开展授权运营合规审查', '建设数据安全监测平台', '组织“数据要素×”场景对接'];
    tasks.slice(0, int(rng, 2, 4)).forEach((task, index) => {
      html += `<tr><td>${index + 1}</td><td>${task}</td><td>${issuer.level === 'national' ? '国家数据局等' : `${issuer.place}数据局等`}</td></tr>`;
    });
    html += '</tbody></table>';
  }
  html += `<p>本${title.endsWith('办法') || title.endsWith('（试行）') || title.endsWith('暂行办法') ? '办法' : '文件'}自印发之日起施行。</p><p>${issuer.name}<br>${date}</p>`;
  return { summary: `${issuer.name}印发《${title}》，${used[0]?.[1] ?? ''}`.slice(0, 140), html };
}

function policyRows(rng: Rng, now: number): PolicyTable[] {
  const rows: PolicyTable[] = [];
  const used = new Set<string>();
  const numbers = new Map<string, number>();
  const total = 64;
  for (let i = 0; i < total; i++) {
    let roll = rng() * 100;
    let level: PolicyTable['level'] = 'municipal';
    for (const [candidate, weight] of LEVEL_WEIGHTS) {
      roll -= weight;
      if (roll < 0) {
        level = candidate;
        break;
      }
    }
    const issuedMs = officeTime(rng, now, Math.floor((i / total) * 1050) + int(rng, 2, 8));
    const year = beijingYear(issuedMs);
    let issuer = pick(
      rng,
      ISSUERS.filter((candidate) => candidate.level === level),
    );
    let template = int(rng, 0, POLICY_TITLES.length - 1);
    for (let tries = 0; tries < 100 && used.has(`${issuer.name}|${template}`); tries++) {
      issuer = pick(
        rng,
        ISSUERS.filter((candidate) => candidate.level === level),
      );
      template = int(rng, 0, POLICY_TITLES.length - 1);
    }
    used.add(`${issuer.name}|${template}`);
    const title = (POLICY_TITLES[template] as (place: string, year: number) => string)(issuer.place, year);
    const key = `${issuer.prefix}|${year}`;
    // Later documents of a year get higher numbers: walk newest-first, so count down from a ceiling.
    const serial = (numbers.get(key) ?? int(rng, 30, 80)) - int(rng, 1, 6);
    numbers.set(key, Math.max(serial, 1));
    const id = `pol_${String(i + 1).padStart(4, '0')}`;
    const issuedAt = beijingDate(issuedMs);
    const { summary, html } = policyBody(rng, title, issuer, issuedAt);
    const files = rng() < 0.35 ? [`附件：${title.replace(/^关于/, '').replace(/的(通知|实施意见)$/, '')}重点任务清单.pdf`] : [];
    rows.push({
      id,
      title,
      level,
      issuer: issuer.name,
      doc_number: `${issuer.prefix}〔${year}〕${Math.max(serial, 1)}号`,
      issued_at: issuedAt,
      summary,
      body_html: html,
      attachments: attachments('policy', id, files),
      published_at: Math.min(issuedMs + int(rng, 1, 6) * DAY, now - 60_000),
    });
  }
  return rows;
}

/* ------------------------------------- many news and policies (benchmarks, issue 16) */

/** Asked for a number of news items or policies, they spread over about three years. */
const BULK_SPAN_DAYS = 3 * 365;

interface BulkFill extends Fill {
  /** The Beijing calendar month of the item (1–12). */
  month: number;
}

/** The demo titles and more of the same kinds, so that 10 000 items still read as distinct. */
const BULK_NEWS_TITLES: Record<NewsCategory, ReadonlyArray<(f: BulkFill) => string>> = {
  platform: [
    ...NEWS_TITLES.platform,
    (f) => `${f.city}${f.domain}领域${f.n}项公共数据资源在平台上线`,
    (f) => `平台${f.month}月新增${f.domain}数据接口${f.n}个`,
    (f) => `${f.city}召开${f.domain}领域“数据要素×${f.scene}”推进会`,
    (f) => `${f.city}${f.domain}数据专区访问量突破${f.n}万人次`,
  ],
  announcement: [
    ...NEWS_TITLES.announcement,
    (f) => `关于${f.domain}领域${f.year}年第${f.batch}批数据资源开放目录的公告`,
    (f) => `关于${f.city}${f.year}年${f.domain}数据授权运营项目的公示`,
    (f) => `关于开展${f.year}年${f.month}月${f.domain}领域数据质量抽查的通知`,
    (f) => `关于${f.city}${f.scene}场景数据产品上架的公示（第${f.batch}批）`,
  ],
  industry: [
    ...NEWS_TITLES.industry,
    (f) => `${f.city}${f.scene}领域数据应用项目入选${f.year}年省级优秀案例`,
    (f) => `${f.domain}数据赋能${f.scene}：${f.city}${f.n}家企业受益`,
    (f) => `${f.city}${f.month}月数据要素市场运行简报：${f.domain}数据产品交易活跃`,
  ],
};

/** A title not taken yet: the drawn one, else with a suffix (its date, its year …), else numbered too. */
function distinctTitle(taken: (title: string) => boolean, title: string, suffix: string): string {
  if (!taken(title)) return title;
  const marked = `${title}（${suffix}）`;
  let candidate = marked;
  for (let k = 2; taken(candidate); k++) candidate = `${marked}（${k}）`;
  return candidate;
}

/**
 * `total` news items, newest first (ids news_0001 …, wider when needed), spread over three years,
 * in the demo's categories and sources; one in 200 is an announcement kept as a draft or taken
 * offline. Deterministic; one item at a time (the scale path never holds them all).
 */
function* bulkNewsRows(rng: Rng, now: number, total: number): Generator<Insertable<NewsTable>> {
  const titles = new Set<string>();
  const width = Math.max(4, String(total).length);
  for (let i = 0; i < total; i++) {
    const hidden = i % 200 === 199;
    const category: NewsCategory = hidden ? 'announcement' : weightedCategory(rng);
    const publishedAt = officeTime(rng, now, Math.floor((i / total) * BULK_SPAN_DAYS) + int(rng, 0, 5));
    const date = beijingDate(publishedAt);
    let f: BulkFill = { city: '', domain: '', scene: '', year: 0, month: 0, n: 0, batch: 0 };
    let title = '';
    for (let tries = 0; tries < 30; tries++) {
      f = {
        city: pick(rng, CITIES),
        domain: pick(rng, DOMAIN_NAMES),
        scene: pick(rng, SCENES),
        year: beijingYear(publishedAt),
        month: Number(date.slice(5, 7)),
        n: int(rng, 12, 96),
        batch: int(rng, 1, 12),
      };
      title = pick(rng, BULK_NEWS_TITLES[category])(f);
      if (!titles.has(title)) break;
    }
    title = distinctTitle((candidate) => titles.has(candidate), title, `${f.month}月${Number(date.slice(8, 10))}日`);
    titles.add(title);
    const id = `news_${String(i + 1).padStart(width, '0')}`;
    const { summary, html } = newsBody(rng, title, category, f, date);
    const files = category === 'announcement' && rng() < 0.45 ? [`附件1：${title.replace(/^关于/, '').replace(/（.*）$/, '')}明细表.pdf`] : [];
    yield {
      id,
      title,
      category,
      summary,
      source: pick(rng, NEWS_SOURCES[category]),
      body_html: html,
      attachments: attachments('news', id, files),
      status: hidden ? (i % 400 === 399 ? 'offline' : 'draft') : 'published',
      published_at: publishedAt,
      created_at: publishedAt - int(rng, 1, 48) * HOUR,
      updated_at: Math.min(publishedAt + (rng() < 0.2 ? int(rng, 1, 72) * HOUR : 0), now),
    };
  }
}

/** A department's or ministry's policies are about its own domains (names); others' about any. */
type BulkIssuer = Issuer & { domains?: readonly string[] };

/** The names of the domains a provincial department publishes in. */
const domainsOf = (departmentId: string) => CATALOGUE_DOMAINS.filter((domain) => domain.departments.includes(departmentId)).map((domain) => domain.name);

/** More issuers for many policies: the provincial departments, more national bodies and cities. */
const BULK_ISSUERS: readonly BulkIssuer[] = [
  ...ISSUERS,
  { level: 'national', name: '财政部', prefix: '财资', place: '', domains: ['金融服务', '政务服务'] },
  { level: 'national', name: '国家市场监督管理总局', prefix: '国市监', place: '', domains: ['市场监管'] },
  { level: 'national', name: '交通运输部', prefix: '交科技发', place: '', domains: ['交通运输'] },
  { level: 'national', name: '国家卫生健康委员会', prefix: '国卫规划发', place: '', domains: ['医疗健康'] },
  ...(
    [
      ['dept_jtt', '苏交规'],
      ['dept_wjw', '苏卫规划'],
      ['dept_scjgj', '苏市监规'],
      ['dept_zrzyt', '苏自然资发'],
      ['dept_wlt', '苏文旅发'],
      ['dept_jyt', '苏教规'],
      ['dept_rst', '苏人社发'],
      ['dept_stt', '苏环办'],
      ['dept_nynct', '苏农规'],
      ['dept_mzt', '苏民规'],
      ['dept_zjt', '苏建规字'],
      ['dept_slt', '苏水规'],
      ['dept_swt', '苏商规'],
      ['dept_tjj', '苏统发'],
      ['dept_ybj', '苏医保发'],
      ['dept_yjglt', '苏应急规'],
    ] as const
  ).map(([id, prefix]): BulkIssuer => ({
    level: 'provincial',
    name: CATALOGUE_DEPARTMENTS.find((department) => department.id === id)?.name ?? id,
    prefix,
    place: '江苏省',
    domains: domainsOf(id),
  })),
  { level: 'municipal', name: '无锡市人民政府办公室', prefix: '锡政办发', place: '无锡市' },
  { level: 'municipal', name: '扬州市人民政府办公室', prefix: '扬府办发', place: '扬州市' },
  { level: 'municipal', name: '镇江市人民政府办公室', prefix: '镇政办发', place: '镇江市' },
  { level: 'municipal', name: '泰州市人民政府办公室', prefix: '泰政办发', place: '泰州市' },
  { level: 'municipal', name: '盐城市人民政府办公室', prefix: '盐政办发', place: '盐城市' },
  { level: 'municipal', name: '淮安市人民政府办公室', prefix: '淮政办发', place: '淮安市' },
  { level: 'municipal', name: '连云港市人民政府办公室', prefix: '连政办发', place: '连云港市' },
  { level: 'municipal', name: '宿迁市人民政府办公室', prefix: '宿政办发', place: '宿迁市' },
];

/** The demo titles and more of the same kinds, by domain, scene and year. */
const BULK_POLICY_TITLES: ReadonlyArray<(issuer: Issuer, f: BulkFill) => string> = [
  ...POLICY_TITLES.map((title) => (issuer: Issuer, f: BulkFill) => title(issuer.place, f.year)),
  (issuer, f) => `${f.year}年${issuer.place}${f.domain}领域公共数据开放工作要点`,
  (_issuer, f) => `关于做好${f.year}年${f.domain}领域数据资源目录编制工作的通知`,
  (issuer, f) => `${issuer.place}${f.domain}数据开发利用行动方案（${f.year}—${f.year + 2}年）`,
  (_issuer, f) => `关于开展${f.year}年度“数据要素×${f.scene}”试点工作的通知`,
  (_issuer, f) => `关于公布${f.year}年${f.scene}领域数据应用典型案例的通知`,
  (issuer, f) => `${issuer.place}${f.year}年${f.domain}数据质量提升专项行动方案`,
  (_issuer, f) => `关于推进${f.domain}领域公共数据授权运营的实施意见`,
  (issuer, f) => `${issuer.place}${f.domain}数据分类分级保护指南`,
  (_issuer, f) => `关于加强${f.domain}数据安全管理的通知`,
  (_issuer, f) => `关于支持${f.scene}领域数据企业发展的若干措施`,
  (issuer, f) => `${issuer.place}${f.scene}场景公共数据授权使用管理细则`,
  (_issuer, f) => `关于${f.domain}数据赋能${f.scene}的实施方案`,
  (issuer, f) => `${issuer.place}${f.domain}数据资源目录（${f.year}年版）`,
  (issuer, f) => `${issuer.place}${f.year}年${f.scene}领域数据应用场景清单`,
  (_issuer, f) => `关于组织申报${f.year}年${f.scene}领域数据要素应用示范项目的通知`,
  (_issuer, f) => `${f.year}年${f.domain}领域数据安全检查工作方案`,
  (_issuer, f) => `关于推广${f.scene}领域公共数据开发利用典型经验的通知`,
];

/**
 * `total` policies over three years from the demo's issuers and more, at the demo's levels. Made
 * oldest first, so each issuer's document numbers count up through a year (苏政办发〔2025〕1号 …);
 * the newest gets pol_0001 (ids wider when needed), as in the demo set. Deterministic; one at a time.
 */
function* bulkPolicyRows(rng: Rng, now: number, total: number): Generator<PolicyTable> {
  const used = new Set<string>();
  const numbers = new Map<string, number>();
  const width = Math.max(4, String(total).length);
  const byLevel = new Map(LEVEL_WEIGHTS.map(([level]) => [level, BULK_ISSUERS.filter((issuer) => issuer.level === level)]));
  for (let j = 0; j < total; j++) {
    const i = total - 1 - j;
    let roll = rng() * 100;
    let level: PolicyTable['level'] = 'municipal';
    for (const [candidate, weight] of LEVEL_WEIGHTS) {
      roll -= weight;
      if (roll < 0) {
        level = candidate;
        break;
      }
    }
    const issuedMs = officeTime(rng, now, Math.floor((i / total) * BULK_SPAN_DAYS) + int(rng, 2, 8));
    const issuedAt = beijingDate(issuedMs);
    const year = beijingYear(issuedMs);
    const issuers = byLevel.get(level) as readonly BulkIssuer[];
    let issuer = issuers[0] as BulkIssuer;
    let title = '';
    for (let tries = 0; tries < 30; tries++) {
      issuer = pick(rng, issuers);
      const f: BulkFill = { city: '', domain: pick(rng, issuer.domains ?? DOMAIN_NAMES), scene: pick(rng, SCENES), year, month: 0, n: 0, batch: 0 };
      title = pick(rng, BULK_POLICY_TITLES)(issuer, f);
      if (!used.has(`${issuer.name}|${title}`)) break;
    }
    const by = issuer.name;
    title = distinctTitle((candidate) => used.has(`${by}|${candidate}`), title, `${year}年修订`);
    used.add(`${by}|${title}`);
    const key = `${issuer.prefix}|${year}`;
    const serial = (numbers.get(key) ?? 0) + int(rng, 1, 3);
    numbers.set(key, serial);
    const id = `pol_${String(i + 1).padStart(width, '0')}`;
    const { summary, html } = policyBody(rng, title, issuer, issuedAt);
    const files = rng() < 0.35 ? [`附件：${title.replace(/^关于/, '').replace(/的(通知|实施意见)$/, '')}重点任务清单.pdf`] : [];
    yield {
      id,
      title,
      level,
      issuer: issuer.name,
      doc_number: `${issuer.prefix}〔${year}〕${serial}号`,
      issued_at: issuedAt,
      summary,
      body_html: html,
      attachments: attachments('policy', id, files),
      published_at: Math.min(issuedMs + int(rng, 1, 6) * DAY, now - 60_000),
    };
  }
}

/* ------------------------------------------------- calls for collection */

const CALL_TITLES: ReadonlyArray<(f: Fill) => string> = [
  (f) => `${f.year}年度${f.domain}领域公共数据开放需求征集`,
  (f) => `“数据要素×${f.scene}”典型应用场景征集`,
  (f) => `${f.city}公共数据授权运营合作伙伴征集`,
  (f) => `${f.domain}领域数据产品应用示范案例征集`,
  (f) => `${f.year}年公共数据开放创新应用大赛${f.scene}赛道参赛项目征集`,
  (f) => `${f.domain}领域高质量数据集建设需求征集`,
  (f) => `${f.city}数据要素赋能${f.scene}解决方案征集`,
];
const ORGANISERS = ['江苏省数据局', '江苏省大数据管理中心', '江苏省数据集团有限公司', '江苏省交通运输厅', '江苏省卫生健康委员会', '江苏省工业和信息化厅'];

function callRows(rng: Rng, now: number): CallTable[] {
  const rows: CallTable[] = [];
  const titles = new Set<string>();
  const total = 24;
  const open = 8;
  for (let i = 0; i < total; i++) {
    let publishedAt: number;
    let deadline: number;
    if (i < open) {
      // Published in the last weeks; closes 3–45 days from now at 17:30 Beijing time.
      publishedAt = officeTime(rng, now, int(rng, 1, 25));
      const days = int(rng, 3, 45);
      deadline = Math.floor((now + BEIJING) / DAY) * DAY - BEIJING + days * DAY + 17.5 * HOUR;
    } else {
      publishedAt = officeTime(rng, now, 40 + (i - open) * 40 + int(rng, 0, 20));
      const closesAt = Math.floor((publishedAt + BEIJING) / DAY) * DAY - BEIJING + int(rng, 20, 35) * DAY + 17.5 * HOUR;
      deadline = Math.min(closesAt, now - DAY);
    }
    let title = '';
    let f: Fill = { city: '', domain: '', scene: '', year: 0, n: 0, batch: 0 };
    for (let tries = 0; tries < 50; tries++) {
      f = { city: pick(rng, CITIES), domain: pick(rng, DOMAIN_NAMES), scene: pick(rng, SCENES), year: beijingYear(publishedAt), n: 0, batch: 0 };
      title = pick(rng, CALL_TITLES)(f);
      if (!titles.has(title)) break;
    }
    titles.add(title);
    const organiser = pick(rng, ORGANISERS);
    const id = `call_${String(i + 1).padStart(4, '0')}`;
    const deadlineText = `${beijingDate(deadline).replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_m, y: string, m: string, d: string) => `${y}年${Number(m)}月${Number(d)}日`)}17:30`;
    const html =
      `<p>为深入推进公共数据资源开发利用，充分发挥数据要素乘数效应，${organiser}现面向社会开展${title.replace(/征集$/, '')}征集工作，有关事项通知如下。</p>` +
      `<h3>一、征集范围</h3><p>围绕${[...new Set([f.domain, f.scene])].join('、')}等领域，征集具有创新性、示范性和可推广性的数据需求、应用场景或解决方案。</p>` +
      `<h3>二、申报条件</h3><ol><li>在江苏省内依法注册、具有独立法人资格的企事业单位；</li><li>具备相应的数据开发利用能力和数据安全保障能力；</li><li>近三年内无重大违法违规记录，未被列入严重失信主体名单。</li></ol>` +
      `<h3>三、征集方式</h3><p>请已登录平台的法人用户在本页面“提交响应”中填写联系人、联系电话和响应内容。征集截止时间为${deadlineText}，逾期不再受理。</p>` +
      `<h3>四、联系方式</h3><p>${organiser}，联系电话：025-8${String(int(rng, 1_000_000, 9_999_999))}。</p>`;
    const files = rng() < 0.5 ? [`附件：${title}申报书模板.pdf`] : [];
    rows.push({
      id,
      title,
      organiser,
      summary: `${organiser}面向社会开展${title}，截止时间为${deadlineText}。`,
      body_html: html,
      attachments: attachments('call', id, files),
      published_at: publishedAt,
      deadline,
    });
  }
  return rows;
}

const RESPONSE_TEXTS = [
  '我单位具备相关领域数据治理和模型开发能力，拟基于开放数据建设面向中小企业的数据服务产品，希望进一步对接数据需求方。',
  '我单位在该领域已有成熟应用案例，可提供场景方案、技术路线及数据安全保障措施，申请参与本次征集。',
  '建议开放更细粒度（按区县、按月）的统计数据，并提供接口方式调用，以支撑我单位风险评估模型的持续迭代。',
];

function responseRows(rng: Rng, calls: readonly CallTable[], now: number): CallResponseTable[] {
  const orgs = DEMO_ORGANISATIONS.filter((org) => org.enabled);
  const rows: CallResponseTable[] = [];
  for (const call of calls) {
    // Responses to closed calls and to some open ones, from the corporations other than the
    // first (whose account the tests sign in with, so it starts without responses) …
    const responders = orgs.slice(1).filter(() => rng() < 0.3);
    for (const org of responders) {
      const submittedAt = Math.min(call.published_at + int(rng, 1, 15) * DAY, call.deadline - HOUR, now - HOUR);
      if (submittedAt <= call.published_at) continue;
      rows.push({
        call_id: call.id,
        org_id: org.id,
        user_id: `usr_${org.account.replace('.', '_')}`,
        contact_name: org.legalPerson,
        contact_phone: org.phone,
        content: pick(rng, RESPONSE_TEXTS),
        submitted_at: submittedAt,
        updated_at: submittedAt,
      });
    }
  }
  return rows;
}

/* ------------------------------------------------------------ pages */

const ABOUT_HTML = `<h2>平台简介</h2>
<p>江苏省公共数据授权运营平台是全省统一的公共数据开放和授权运营服务门户，由江苏省数据局主管、江苏省大数据管理中心建设运维，依托省一体化大数据中心，汇聚省级部门和各设区市依法可开放的公共数据资源，面向社会公众、企业和科研机构提供数据查询、申请、下载和接口调用服务。</p>
<h2>建设目标</h2>
<ul>
<li><strong>扩大数据供给：</strong>按照“应开放尽开放”原则，持续扩大交通运输、医疗健康、市场监管、自然资源等重点领域高价值数据开放。</li>
<li><strong>规范授权运营：</strong>建立公共数据授权运营单位准入、审核、评估和退出机制，推动数据产品和服务合规上架。</li>
<li><strong>繁荣应用生态：</strong>围绕“数据要素×”行动，征集并培育一批示范应用场景，释放数据要素价值。</li>
<li><strong>保障数据安全：</strong>落实分类分级保护，实行开放数据全生命周期安全管理。</li>
</ul>
<h2>主要功能</h2>
<table>
<thead><tr><th>栏目</th><th>说明</th></tr></thead>
<tbody>
<tr><td>数据资源</td><td>按领域、部门、开放属性、格式和更新频率检索开放数据资源，查看字段说明。</td></tr>
<tr><td>数据产品</td><td>浏览授权运营单位基于公共数据开发的接口、数据集、分析报告和数据应用。</td></tr>
<tr><td>运营动态</td><td>发布平台动态、通知公告和行业资讯。</td></tr>
<tr><td>政策资讯</td><td>汇集国家、省、市三级数据相关政策文件。</td></tr>
<tr><td>需求征集</td><td>发布数据开放需求和应用场景征集，法人用户登录后可在线提交响应。</td></tr>
</tbody>
</table>
<h2>开放原则</h2>
<ol>
<li>依法开放：以法律法规和国家、省有关规定为依据，保护国家秘密、商业秘密和个人信息。</li>
<li>分类分级：公共数据分为无条件开放、有条件开放和不予开放三类，实行目录管理。</li>
<li>统一标准：数据资源目录、元数据和接口遵循全省统一标准规范。</li>
<li>便民利企：提供多格式下载和标准化接口，持续提升数据质量和服务体验。</li>
</ol>
<h2>联系我们</h2>
<p>主管单位：江苏省数据局</p>
<p>运维单位：江苏省大数据管理中心</p>
<p>地址：江苏省南京市玄武区北京东路41号</p>
<p>服务热线：${PROVINCE_CONTACT.phone}（${PROVINCE_CONTACT.hours}）</p>
<p>电子邮箱：${PROVINCE_CONTACT.email}</p>`;

const PRIVACY_HTML = `<p>江苏省公共数据授权运营平台（以下简称“本平台”）深知个人信息对您的重要性，将按照《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》《中华人民共和国网络安全法》等法律法规的要求，采取相应的安全保护措施保护您的个人信息。请您在使用本平台服务前仔细阅读并理解本声明。</p>
<h2>一、我们收集的信息</h2>
<ol>
<li><strong>账号信息：</strong>法人用户通过江苏政务服务统一身份认证登录时，我们获取单位名称、统一社会信用代码、法定代表人姓名及经办人手机号码，用于身份核验和短信验证。</li>
<li><strong>业务信息：</strong>您提交数据使用申请、授权运营申请或需求征集响应时填写的联系人、联系电话和申请内容。</li>
<li><strong>日志信息：</strong>为保障平台安全稳定运行，我们会记录访问时间、访问页面、IP地址、浏览器类型等必要的网络日志。</li>
</ol>
<h2>二、我们如何使用信息</h2>
<ul>
<li>核验用户身份，提供登录、申请、审核等平台服务；</li>
<li>向您发送与业务办理相关的短信验证码和进度通知；</li>
<li>统计分析平台使用情况，改进服务质量（统计结果经去标识化处理）；</li>
<li>履行法律法规规定的义务，配合有关部门依法开展的监督检查。</li>
</ul>
<h2>三、信息的存储和保护</h2>
<p>您的个人信息存储于中华人民共和国境内的江苏省政务云，我们采用访问控制、传输加密、存储加密、安全审计等技术措施，并建立数据安全管理制度，防止信息泄露、毁损或丢失。个人信息的保存期限为实现处理目的所必需的最短时间，法律法规另有规定的除外。</p>
<h2>四、信息的共享、转让和公开披露</h2>
<p>除以下情形外，我们不会与任何第三方共享、转让或公开披露您的个人信息：</p>
<ol>
<li>事先获得您的单独同意；</li>
<li>根据法律法规规定、诉讼争议解决需要，或行政、司法机关依法提出的要求；</li>
<li>为维护国家安全、公共安全或重大公共利益所必需。</li>
</ol>
<h2>五、您的权利</h2>
<p>您有权依法查阅、复制、更正、补充和删除您的个人信息，有权撤回同意、注销账号。您可以通过“联系我们”提出申请，我们将在十五个工作日内答复。</p>
<h2>六、Cookie 和本地存储</h2>
<p>本平台仅使用实现登录状态保持和页面功能所必需的本地存储，不用于广告推送或跨站追踪。</p>
<h2>七、未成年人保护</h2>
<p>本平台主要面向法人单位提供服务，不主动收集未满十四周岁未成年人的个人信息。</p>
<h2>八、本声明的更新</h2>
<p>我们可能适时修订本声明。修订后的声明将在本平台公布，重大变更将以显著方式提示。</p>
<h2>九、联系我们</h2>
<p>如您对本声明或个人信息保护有任何疑问、意见或投诉，请联系：江苏省大数据管理中心，电话${PROVINCE_CONTACT.phone}，邮箱${PROVINCE_CONTACT.email}。</p>`;

/* ------------------------------------------------------------ the wall */

/* The stored block format (StoredWallBlock, WALL_METRICS) lives with the schema in @portal/server-db. */

/** Featured: the largest unconditionally open resource of each of the first domains, and one product per domain. */
async function wallBlocks(db: Kysely<Database>): Promise<StoredWallBlock[]> {
  const resourceIds: string[] = [];
  for (const domain of CATALOGUE_DOMAINS.slice(0, 6)) {
    const row = await db
      .selectFrom('data_resources')
      .select('id')
      .where('domain_id', '=', domain.id)
      .where('open_type', '=', 'unconditional')
      .orderBy('record_count', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) resourceIds.push(row.id);
  }
  const productIds: string[] = [];
  for (const domain of CATALOGUE_DOMAINS.slice(0, 6)) {
    const row = await db.selectFrom('data_products').select('id').where('domain_id', '=', domain.id).orderBy('id').limit(1).executeTakeFirst();
    if (row) productIds.push(row.id);
  }
  return [
    {
      type: 'banner',
      id: 'banner',
      slides: [
        { title: '江苏省公共数据授权运营平台', subtitle: '汇聚全省公共数据资源，释放数据要素价值', href: '/dataResource' },
        { title: '公共数据授权运营', subtitle: '合规上架的数据接口、数据集、分析报告和数据应用', href: '/dataProduct' },
        { title: '“数据要素×”场景征集进行中', subtitle: '法人用户登录后即可在线提交响应', href: '/applylist' },
      ],
    },
    {
      type: 'stats',
      id: 'stats',
      title: '平台数据概览',
      items: [
        { label: '开放数据资源', unit: '个', metric: 'resources' },
        { label: '数据记录总量', unit: '条', metric: 'records' },
        { label: '数据提供部门', unit: '个', metric: 'departments' },
        { label: '数据领域', unit: '个', metric: 'domains' },
        { label: '上架数据产品', unit: '个', metric: 'products' },
        { label: '授权运营单位', unit: '家', metric: 'operators' },
      ],
    },
    { type: 'featured', id: 'featured-resources', title: '精选数据资源', source: 'resources', ids: resourceIds },
    { type: 'featured', id: 'featured-products', title: '优质数据产品', source: 'products', ids: productIds },
    { type: 'latest', id: 'latest-news', title: '运营动态', source: 'news', limit: 6 },
    { type: 'latest', id: 'latest-policies', title: '政策资讯', source: 'policies', limit: 6 },
    {
      type: 'links',
      id: 'quick-links',
      title: '快捷入口',
      items: [
        { label: '数据资源目录', href: '/dataResource' },
        { label: '数据产品', href: '/dataProduct' },
        { label: '运营动态', href: '/dynamics' },
        { label: '政策资讯', href: '/policy' },
        { label: '需求征集', href: '/applylist' },
        { label: '关于平台', href: '/about' },
        { label: '隐私声明', href: '/richTextCenter' },
      ],
    },
  ];
}

/* ------------------------------------------------------------ seeding */

/** The province's site id: its wall is the one seeded. */
const PROVINCE_SITE = provinceSite.code;

export interface SeedPublicationsResult {
  /** false when the publications were there already (nothing written). */
  seeded: boolean;
  news: number;
  policies: number;
  calls: number;
  callResponses: number;
  pages: number;
}

/** Whether the publications are present (the home wall exists). */
export async function isPublicationsSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('content_walls').select('site').where('site', '=', PROVINCE_SITE).executeTakeFirst();
  return row !== undefined;
}

export interface SeedPublicationsOptions {
  /** Epoch ms: every time is at most this. */
  now: number;
  /**
   * How many news items to write: default the demo set (126 over two years); a number gives that
   * many synthetic ones over three years, made from the same material (benchmarks: 10 000).
   */
  news?: number;
  /** How many policies to write: default the demo set (64); a number gives that many over three years. */
  policies?: number;
}

/** The most news items, or policies, one seed writes (they go in one transaction). */
export const MAX_SEEDED_PUBLICATIONS = 100_000;

/** Rows per INSERT of news and policies. */
const INSERT_ROWS = 50;

/** Hands the rows to `write` INSERT_ROWS at a time; returns how many. */
async function inBatches<T>(rows: Iterable<T>, write: (batch: T[]) => Promise<unknown>): Promise<number> {
  let count = 0;
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= INSERT_ROWS) {
      await write(batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
  return count + batch.length;
}

/**
 * Writes the publications demo data in one transaction, unless present (the home wall, written
 * last, marks them complete). Run after the identity rows (responses reference corporations) and
 * the catalogue (the wall features resources and products). Asked for many news items or policies,
 * it makes them one at a time as it writes them (memory stays bounded; the transaction grows with
 * them: ~50 MB for 10 000 of each).
 */
export async function seedPublications(db: Kysely<Database>, options: SeedPublicationsOptions): Promise<SeedPublicationsResult> {
  const { now } = options;
  if (!Number.isSafeInteger(now) || now < 4 * 365 * DAY) throw new RangeError('seedPublications: now must be epoch milliseconds');
  for (const kind of ['news', 'policies'] as const) {
    const count = options[kind];
    if (count !== undefined && !(Number.isSafeInteger(count) && count >= 0 && count <= MAX_SEEDED_PUBLICATIONS)) {
      throw new RangeError(`seedPublications: ${kind} must be 0…${MAX_SEEDED_PUBLICATIONS}`);
    }
  }
  const nothing: SeedPublicationsResult = { seeded: false, news: 0, policies: 0, calls: 0, callResponses: 0, pages: 0 };
  if (await isPublicationsSeeded(db)) return nothing;

  // Separate streams, so one kind's content does not shift when another's changes.
  const news = options.news === undefined ? newsRows(mulberry32(SEED), now) : bulkNewsRows(mulberry32(SEED), now, options.news);
  const policies = options.policies === undefined ? policyRows(mulberry32(SEED + 1), now) : bulkPolicyRows(mulberry32(SEED + 1), now, options.policies);
  const calls = callRows(mulberry32(SEED + 2), now);
  const responses = responseRows(mulberry32(SEED + 3), calls, now);
  const pages: SitePageTable[] = [
    { slug: 'about', title: '关于平台', body_html: ABOUT_HTML, updated_at: now },
    { slug: 'privacy', title: '隐私政策声明', body_html: PRIVACY_HTML, updated_at: now },
  ];
  const wall: ContentWallVersionTable = {
    site: PROVINCE_SITE,
    version: 1,
    blocks: JSON.stringify(await wallBlocks(db)),
    published_at: now,
    published_by: '平台初始化',
    restored_from: null,
  };

  return db.transaction().execute(async (trx) => {
    if (await isPublicationsSeeded(trx)) return nothing;
    const newsCount = await inBatches(news, (batch) => trx.insertInto('news').values(batch).execute());
    const policyCount = await inBatches(policies, (batch) => trx.insertInto('policies').values(batch).execute());
    await trx.insertInto('calls').values(calls).execute();
    if (responses.length > 0) await trx.insertInto('call_responses').values(responses).execute();
    await trx
      .insertInto('site_pages')
      .values(pages)
      .onConflict((oc) => oc.doNothing())
      .execute();
    // The province's wall, published as its version 1 (issue 18); cities start without one.
    await trx
      .insertInto('content_walls')
      .values({ site: PROVINCE_SITE, draft: null, draft_saved_at: null, draft_saved_by: null, published_version: 1, version: 1 })
      .execute();
    await trx.insertInto('content_wall_versions').values(wall).execute();
    return { seeded: true, news: newsCount, policies: policyCount, calls: calls.length, callResponses: responses.length, pages: pages.length };
  });
}
