import { sql, type RawBuilder } from 'kysely';
import type { QueryClause, QueryPlan, QueryToken } from './query-plan';

/**
 * A plan as the engines' match syntax (issue 16). `all`: every required clause; `{ atLeast: n }`:
 * any n of them (the fallback when requiring all finds nothing), written as the OR of each
 * combination of n, which both engines evaluate from their inverted index.
 */
export type MatchMode = 'all' | { atLeast: number };

/**
 * The fallbacks of a plan with `clauses` required clauses, in order: at least half of them, then
 * any one (a long question whose words mostly miss); none for a single clause.
 */
export function fallbacks(clauses: number): MatchMode[] {
  if (clauses < 2) return [];
  const half = Math.ceil(clauses / 2);
  return half > 1 ? [{ atLeast: half }, { atLeast: 1 }] : [{ atLeast: 1 }];
}

/** The combinations of `size` items of a list, in order. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

function groupsOf(plan: QueryPlan, mode: MatchMode): QueryClause[][] {
  if (mode === 'all' || plan.required.length < 2) return [plan.required];
  return combinations(plan.required, Math.min(mode.atLeast, plan.required.length));
}

interface Syntax {
  token: (token: QueryToken) => string;
  and: string;
  or: string;
}

const FTS5: Syntax = { token: ({ text, prefix }) => `"${text.replaceAll('"', '""')}"${prefix ? '*' : ''}`, and: ' AND ', or: ' OR ' };
const TSQUERY: Syntax = {
  token: ({ text, prefix }) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`,
  and: ' & ',
  or: ' | ',
};

const clauseIn = (item: QueryClause, syntax: Syntax) => `(${item.terms.map((term) => `(${term.tokens.map(syntax.token).join(syntax.and)})`).join(syntax.or)})`;

function write(plan: QueryPlan, mode: MatchMode, syntax: Syntax): string {
  const clause = (item: QueryClause) => clauseIn(item, syntax);
  return groupsOf(plan, mode)
    .map((group) => `(${group.map(clause).join(syntax.and)})`)
    .join(syntax.or);
}

/** FTS5 MATCH syntax: tokens as quoted strings ("" escapes a quote), prefix with *. */
export const toFts5 = (plan: QueryPlan, mode: MatchMode = 'all'): string => write(plan, mode, FTS5);

/** tsquery input syntax: lexemes quoted ('' escapes a quote, \\ a backslash), prefix with :*. */
export const toTsquery = (plan: QueryPlan, mode: MatchMode = 'all'): string => write(plan, mode, TSQUERY);

/**
 * How many required clauses a matched row has (a partial match's first order: more words first).
 * Each clause's matches are looked up once in the index; `d` must be in scope.
 */
export function coverage(plan: QueryPlan, mode: MatchMode, postgres: boolean): RawBuilder<number> {
  if (mode === 'all') return sql<number>`${sql.lit(plan.required.length)}`;
  const has = (clause: QueryClause) =>
    postgres
      ? sql`case when d.document @@ ${clauseIn(clause, TSQUERY)}::tsquery then 1 else 0 end`
      : sql`case when d.doc_id in (select rowid from search_fts where search_fts match ${clauseIn(clause, FTS5)}) then 1 else 0 end`;
  return sql<number>`(${sql.join(plan.required.map(has), sql` + `)})`;
}

/**
 * Title bonus weights: a required word in the title as typed, or written another way (a synonym
 * weighs less than what was typed), a place or weak word in it, the exact phrase in it.
 */
const WEIGHTS = { typed: 4, synonym: 2, docType: 3, place: 2, province: 1, optional: 1, phrase: 6 } as const;

/**
 * The title bonus (issue 16: "a bonus for an exact phrase"): points for each word of the query
 * found whole in the title (as typed, else any other way of writing it), and for the query's
 * longest Han stretch found there as typed. Computed on the matched rows only; `d.title` in scope.
 */
export function titleBonus(plan: QueryPlan, postgres: boolean): RawBuilder<number> {
  const within = (column: 'title' | 'meta') => (text: string) =>
    postgres ? sql`strpos(lower(${sql.ref(`d.${column}`)}), ${text}) > 0` : sql`instr(lower(${sql.ref(`d.${column}`)}), ${text}) > 0`;
  const has = within('title');
  const scoreOf = (clause: QueryClause, required: boolean) => {
    // A format is a property of resources (and API products), never a title word.
    if (clause.kind === 'format') return sql`case when d.type = 'resource' then ${sql.lit(WEIGHTS.typed)} else 0 end`;
    // 政策 asks for policies: they rank first.
    if (clause.kind === 'type') return sql`case when d.type = ${clause.docType ?? ''} then ${sql.lit(WEIGHTS.docType)} else 0 end`;
    // A department's data resources are filed under it (meta) and rank first; its news (their
    // source) and titles that name it rank after them.
    if (clause.kind === 'department') {
      const names = clause.terms.map((term) => term.text);
      const filed = sql.join(names.map(within('meta')), sql` or `);
      return sql`case when d.type = 'resource' and (${filed}) then ${sql.lit(WEIGHTS.typed)} when ${filed} or ${sql.join(names.map(has), sql` or `)} then ${sql.lit(WEIGHTS.synonym)} else 0 end`;
    }
    const texts = clause.terms.map((term) => term.text).filter((text) => [...text].length > 1);
    if (texts.length === 0) return undefined;
    // A city's own items first, then the province-wide ones (全省: they cover the city too).
    if (!required && clause.kind === 'place' && !texts.includes('全省'))
      return sql`case when ${sql.join(texts.map(has), sql` or `)} then ${sql.lit(WEIGHTS.place)} when ${has('全省')} then ${sql.lit(WEIGHTS.province)} else 0 end`;
    if (!required) return sql`case when ${sql.join(texts.map(has), sql` or `)} then ${sql.lit(WEIGHTS.optional)} else 0 end`;
    const typed = texts.includes(clause.text) ? sql`when ${has(clause.text)} then ${sql.lit(WEIGHTS.typed)}` : sql``;
    const others = texts.filter((text) => text !== clause.text);
    const synonym = others.length > 0 ? sql`when ${sql.join(others.map(has), sql` or `)} then ${sql.lit(WEIGHTS.synonym)}` : sql``;
    return sql`case ${typed} ${synonym} else 0 end`;
  };
  const parts = [
    ...plan.required.map((clause) => scoreOf(clause, true)),
    ...plan.optional.map((clause) => scoreOf(clause, false)),
    plan.phrase ? sql`case when ${has(plan.phrase)} then ${sql.lit(WEIGHTS.phrase)} else 0 end` : undefined,
  ].filter((part): part is RawBuilder<unknown> => part !== undefined);
  return parts.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(parts, sql` + `)})`;
}
