/**
 * Relevance bench (issue 16 §Relevance; run by `npm run bench`, not a test): a real server on loopback
 * over a fresh database with the default demo seed (520 resources, products, news, policies: the seed
 * the judgments in bench/relevance/queries.json were made on, so BENCH_RESOURCES does not apply), or an
 * empty PostgreSQL database given as BENCH_DATABASE_URL. Each query goes to GET /web/search (pageSize
 * 10) over HTTP and is scored against its hand-made grades (bench/relevance/README.md): nDCG@10 (gain
 * 2^g − 1, log2 discount, the ideal ranking from every indexed item the rules grade), precision@5
 * (relevant = grade ≥ 1), whether a query that should find something found nothing, and how much a
 * nonsense query found. Prints a table per query, means per kind and a summary against the issue's
 * targets; writes bench/results/relevance[-postgres].json.
 *
 * RELEVANCE_QUERIES=<path> grades another query set of the same format (e.g. a held-out set kept out of
 * the repo). Its report is written beside the repo's, as bench/results/relevance-<name>[-postgres].json,
 * when the file is under bench/relevance/, else to tmp/relevance-<name>[-postgres].json (git-ignored), so
 * the repo's own bench/results/relevance.json is never overwritten by it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH } from '@portal/api-contract';
import { migrateToLatest, openDatabase, parseList } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchServerConfig } from './bench-config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_QUERIES_FILE = join(ROOT, 'bench/relevance/queries.json');
const queriesOverride = process.env['RELEVANCE_QUERIES']?.trim();
const QUERIES_FILE = queriesOverride ? resolve(process.cwd(), queriesOverride) : DEFAULT_QUERIES_FILE;
/** Where the report goes (relative to ROOT, without the engine suffix and extension). */
function reportStem(): string {
  if (QUERIES_FILE === DEFAULT_QUERIES_FILE) return 'bench/results/relevance';
  const name = basename(QUERIES_FILE, extname(QUERIES_FILE)).replace(/[^\w.-]+/g, '_');
  const inBench = !relative(join(ROOT, 'bench/relevance'), QUERIES_FILE).startsWith('..');
  return inBench ? `bench/results/relevance-${name}` : `tmp/relevance-${name}`;
}
const PAGE_SIZE = 10;
/** Issue 16's targets. */
const TARGET = { ndcg10: 0.85, zeroResultRate: 0.05 };
const ITEM_TYPES = ['resource', 'product', 'news', 'policy'] as const;
type ItemType = (typeof ITEM_TYPES)[number];

/** One grading rule: an item matches when every condition given holds; the first matching rule grades it. */
interface GradeRule {
  grade: 1 | 2;
  type?: ItemType;
  /** Every string must be in the title. */
  titleIncludes?: string[];
  /** Resources only: the resource is offered in this format (CSV, JSON, XLSX, API, XML, PDF). */
  format?: string;
  /** Resources only: published by this department (its id, e.g. dept_jtt). */
  department?: string;
  /** Resources and products: of this data domain (its id, e.g. dom_weather). */
  domain?: string;
}

interface Judged {
  q: string;
  kind: string;
  note?: string;
  grades?: GradeRule[];
  /** A nonsense query: it must find nothing. */
  expect?: 'nothing';
}

/** What the rules look at: an indexed item, or a hit (its title as shown, its other facts from the index). */
interface Item {
  type: string;
  title: string;
  formats: readonly string[];
  department: string | null;
  domain: string | null;
}

interface Hit {
  type: string;
  id: string;
  title: { text: string; hit: boolean }[];
}

/** One query's result, as reported. */
interface Row {
  q: string;
  kind: string;
  shouldFind: boolean;
  total: number;
  returned: number;
  ndcg10: number | null;
  p5: number | null;
  /** The best precision@5 the index allows (fewer than 5 relevant items caps it). */
  p5Max: number | null;
  zeroResult: boolean;
  relevantInIndex: { grade2: number; grade1: number };
  suggestion: string | null;
  corrected: boolean;
  partial: boolean;
  ms: number | null;
  error: string | null;
  hits: { type: string; id: string; title: string; grade: number }[];
}

interface SearchAnswer {
  code: number;
  msg?: string;
  data?: { items: Hit[]; total: number; suggestion?: string | null; corrected?: boolean; partial?: boolean };
}

function loadQueries(): Judged[] {
  const file = JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as { queries?: Judged[] };
  const queries = file.queries ?? [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    const where = `"${query.q}"`;
    if (typeof query.q !== 'string' || query.q.trim() === '' || query.q.length > 50) problems.push(`${where}: q must be 1-50 characters`);
    if (seen.has(query.q)) problems.push(`${where}: listed twice`);
    seen.add(query.q);
    if (typeof query.kind !== 'string' || query.kind === '') problems.push(`${where}: no kind`);
    if (query.expect === 'nothing') {
      if (query.grades?.length) problems.push(`${where}: a query expecting nothing has no grades`);
      continue;
    }
    if (!query.grades?.length) problems.push(`${where}: no grades (or "expect": "nothing")`);
    for (const rule of query.grades ?? []) {
      if (rule.grade !== 1 && rule.grade !== 2) problems.push(`${where}: grade must be 1 or 2`);
      if (rule.type !== undefined && !ITEM_TYPES.includes(rule.type)) problems.push(`${where}: unknown type ${rule.type}`);
      if (!rule.type && !rule.titleIncludes?.length && !rule.format && !rule.department && !rule.domain) problems.push(`${where}: a rule matching everything`);
    }
  }
  if (queries.length === 0) problems.push('no queries');
  if (problems.length > 0) throw new Error(`bench-relevance: ${QUERIES_FILE}:\n  ${problems.join('\n  ')}`);
  return queries;
}

function gradeOf(item: Item, rules: readonly GradeRule[] | undefined): number {
  for (const rule of rules ?? []) {
    if (rule.type && item.type !== rule.type) continue;
    if (rule.titleIncludes && !rule.titleIncludes.every((part) => item.title.includes(part))) continue;
    if (rule.format && !item.formats.includes(rule.format)) continue;
    if (rule.department && item.department !== rule.department) continue;
    if (rule.domain && item.domain !== rule.domain) continue;
    return rule.grade;
  }
  return 0;
}

/** DCG of the first `k` grades: gain 2^g − 1, discount log2(rank + 1). */
function dcg(grades: readonly number[], k = 10): number {
  return grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

const round = (value: number, digits = 3) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

const queries = loadQueries();

// A fresh database with the default demo seed (its search index included).
const dir = mkdtempSync(join(tmpdir(), 'portal-relevance-'));
const databaseUrl = process.env['BENCH_DATABASE_URL'];
const database = openDatabase({ url: databaseUrl ?? join(dir, 'relevance.db') });
await migrateToLatest(database.db);
await seedDemoData(database.db, { now: Date.now() });

// Every indexed item, with what the rules look at: the ideal rankings are drawn from these.
const resources = new Map(
  (await database.db.selectFrom('data_resources').select(['id', 'formats', 'department_id', 'domain_id']).execute()).map((row) => [row.id, row]),
);
const products = new Map((await database.db.selectFrom('data_products').select(['id', 'domain_id']).execute()).map((row) => [row.id, row]));
function factsOf(type: string, id: string): Omit<Item, 'type' | 'title'> {
  const resource = type === 'resource' ? resources.get(id) : undefined;
  if (resource) return { formats: parseList(resource.formats), department: resource.department_id, domain: resource.domain_id };
  const product = type === 'product' ? products.get(id) : undefined;
  return { formats: [], department: null, domain: product?.domain_id ?? null };
}
const indexed = (await database.db.selectFrom('search_documents').select(['type', 'ref_id', 'title']).execute()).map((row) => ({
  key: `${row.type}:${row.ref_id}`,
  item: { type: row.type, title: row.title, ...factsOf(row.type, row.ref_id) } satisfies Item,
}));
const byKey = new Map(indexed.map(({ key, item }) => [key, item]));

// Judgments that grade nothing in the index are mistakes in the judgments (or a changed seed), not results.
const ungradeable = queries.filter((query) => query.expect !== 'nothing' && !indexed.some(({ item }) => gradeOf(item, query.grades) > 0));
if (ungradeable.length > 0) throw new Error(`bench-relevance: no indexed item is relevant to ${ungradeable.map((query) => `"${query.q}"`).join(', ')}`);

// `--judgments`: print what the rules grade in the index (for a judge to review them), and stop.
if (process.argv.includes('--judgments')) {
  for (const query of queries.filter((candidate) => candidate.expect !== 'nothing')) {
    const graded = new Map<string, number>();
    for (const { item } of indexed) {
      const grade = gradeOf(item, query.grades);
      if (grade > 0) graded.set(`${grade} ${item.type} ${item.title}`, (graded.get(`${grade} ${item.type} ${item.title}`) ?? 0) + 1);
    }
    const lines = [...graded].sort(([a], [b]) => b.localeCompare(a)).map(([line, count]) => `    ${line}${count > 1 ? ` ×${count}` : ''}`);
    console.log(`${query.q} (${query.kind}):\n${lines.join('\n')}`);
  }
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

const app = await buildApp({ config: benchServerConfig(dir), database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// The server answers its sites' hosts only (issue 12 §3): the provincial site is localhost on its port.
const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

const rows: Row[] = [];
for (const query of queries) {
  const started = performance.now();
  const response = await fetch(`${base}${API_BASE_PATH}/web/search?q=${encodeURIComponent(query.q)}&pageSize=${PAGE_SIZE}`);
  const text = await response.text();
  const ms = round(performance.now() - started, 1);
  let answer: SearchAnswer | undefined;
  try {
    answer = JSON.parse(text) as SearchAnswer;
  } catch {
    answer = undefined;
  }
  const data = response.status === 200 && answer?.code === 0 ? answer.data : undefined;
  const error = data ? null : `HTTP ${response.status} ${text.slice(0, 200)}`;
  const hits = (data?.items ?? []).slice(0, PAGE_SIZE).map((hit) => {
    const title = hit.title.map((part) => part.text).join('');
    const facts = byKey.get(`${hit.type}:${hit.id}`) ?? { formats: [], department: null, domain: null };
    return { type: hit.type, id: hit.id, title, grade: gradeOf({ ...facts, type: hit.type, title }, query.grades) };
  });
  const shouldFind = query.expect !== 'nothing';
  const ideal = indexed
    .map(({ item }) => gradeOf(item, query.grades))
    .filter((grade) => grade > 0)
    .sort((a, b) => b - a);
  const grades = hits.map((hit) => hit.grade);
  rows.push({
    q: query.q,
    kind: query.kind,
    shouldFind,
    total: data?.total ?? 0,
    returned: hits.length,
    ndcg10: shouldFind ? round(dcg(grades) / dcg(ideal)) : null,
    p5: shouldFind ? round(grades.slice(0, 5).filter((grade) => grade >= 1).length / 5) : null,
    p5Max: shouldFind ? round(Math.min(5, ideal.length) / 5) : null,
    zeroResult: hits.length === 0,
    relevantInIndex: { grade2: ideal.filter((grade) => grade === 2).length, grade1: ideal.filter((grade) => grade === 1).length },
    suggestion: data?.suggestion ?? null,
    corrected: data?.corrected ?? false,
    partial: data?.partial ?? false,
    ms,
    error,
    hits,
  });
}

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

const found = rows.filter((row) => row.shouldFind);
const nonsense = rows.filter((row) => !row.shouldFind);
const summarise = (group: readonly Row[]) => {
  const should = group.filter((row) => row.shouldFind);
  return {
    queries: group.length,
    meanNdcg10: round(mean(should.map((row) => row.ndcg10 ?? 0))),
    meanP5: round(mean(should.map((row) => row.p5 ?? 0))),
    zeroResults: should.filter((row) => row.zeroResult).length,
    nonsenseWithResults: group.filter((row) => !row.shouldFind && row.total > 0).length,
  };
};
const kinds = [...new Set(rows.map((row) => row.kind))];
const byKind = Object.fromEntries(kinds.map((kind) => [kind, summarise(rows.filter((row) => row.kind === kind))]));
const summary = {
  queries: rows.length,
  shouldFind: found.length,
  nonsense: nonsense.length,
  meanNdcg10: round(mean(found.map((row) => row.ndcg10 ?? 0))),
  meanP5: round(mean(found.map((row) => row.p5 ?? 0))),
  meanP5Attainable: round(mean(found.map((row) => row.p5Max ?? 0))),
  zeroResultRate: round(found.filter((row) => row.zeroResult).length / found.length),
  nonsenseWithResults: nonsense.filter((row) => row.total > 0).length,
  errors: rows.filter((row) => row.error).length,
};
const meets = {
  ndcg10: (summary.meanNdcg10 ?? 0) >= TARGET.ndcg10,
  zeroResultRate: (summary.zeroResultRate ?? 1) <= TARGET.zeroResultRate,
  nonsense: summary.nonsenseWithResults === 0,
};
const worst = [...found].sort((a, b) => (a.ndcg10 ?? 0) - (b.ndcg10 ?? 0) || (a.p5 ?? 0) - (b.p5 ?? 0)).slice(0, 10);

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: database.engine === 'postgres' ? 'postgresql' : 'sqlite (file, WAL)',
  indexed: Object.fromEntries(ITEM_TYPES.map((type) => [type, indexed.filter(({ item }) => item.type === type).length])),
  queriesFile: relative(ROOT, QUERIES_FILE).split(sep).join('/'),
  targets: { ...TARGET, nonsenseWithResults: 0 },
  summary,
  meets,
  byKind,
  worst: worst.map((row) => row.q),
  queries: rows,
};
const reportPath = join(ROOT, `${reportStem()}${database.engine === 'postgres' ? '-postgres' : ''}.json`);
mkdirSync(join(reportPath, '..'), { recursive: true });
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);

const flags = (row: Row) =>
  [row.suggestion ? `suggest ${row.suggestion}` : '', row.corrected ? 'corrected' : '', row.partial ? 'partial' : '', row.error ? 'ERROR' : '']
    .filter(Boolean)
    .join(', ');
console.log(`Relevance (issue 16): ${rows.length} judged queries (${report.queriesFile}) over the default demo seed, ${report.database}.`);
console.table(
  rows.map((row) => ({
    q: row.q,
    kind: row.kind,
    total: row.total,
    'nDCG@10': row.ndcg10 ?? '—',
    'P@5': row.p5 ?? '—',
    'P@5 max': row.p5Max ?? '—',
    notes: flags(row),
  })),
);
console.log('Per kind (means over the queries that should find something; nonsense: how many found something):');
console.table(byKind);
console.log(
  `Mean nDCG@10 ${summary.meanNdcg10} (target ≥ ${TARGET.ndcg10}: ${meets.ndcg10 ? 'met' : 'NOT met'}); ` +
    `mean P@5 ${summary.meanP5} (at most ${summary.meanP5Attainable} with these judgments); ` +
    `zero-result rate ${pct(summary.zeroResultRate ?? 0)} of ${found.length} (target ≤ ${pct(TARGET.zeroResultRate)}: ${meets.zeroResultRate ? 'met' : 'NOT met'}); ` +
    `nonsense with results ${summary.nonsenseWithResults} of ${nonsense.length} (target 0: ${meets.nonsense ? 'met' : 'NOT met'}).`,
);
console.log('The 10 worst (nDCG@10, then P@5), with their first three hits and grades:');
for (const row of worst) {
  const top = row.hits
    .slice(0, 3)
    .map((hit) => `${hit.title} [${hit.type}, ${hit.grade}]`)
    .join('; ');
  console.log(`  ${row.ndcg10}  ${row.q} (${row.kind}, ${row.total} found${flags(row) ? `, ${flags(row)}` : ''}): ${top || '—'}`);
}
console.log(`Report: ${reportPath.slice(ROOT.length)}`);
if (summary.errors > 0) {
  console.error(`${summary.errors} searches failed (see "error" in the report).`);
  process.exit(1);
}
