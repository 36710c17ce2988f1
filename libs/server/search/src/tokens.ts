/**
 * Chinese-aware tokens for the portal search (issue 5), one scheme for SQLite FTS5
 * and PostgreSQL tsvector, so both engines match the same documents.
 *
 * A text is normalised (NFKC, lower case) and cut into runs of Han characters and
 * runs of other letters/digits. It is indexed as:
 * - the words Intl.Segmenter finds (so whole words rank higher), and
 * - for Han runs, every character bigram plus the run's last character, so any
 *   1- or 2-character query matches without a dictionary: a 2-character query is
 *   a bigram, a 1-character query is a prefix of a bigram or that last character.
 *
 * A query is the AND of its runs; a Han run of two or more characters matches
 * when all its bigrams are present (or the run is a word of the text, which only
 * adds rank); a single character or a Latin/digit run matches as a prefix.
 */

const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;
const RUN = /\p{Script=Han}+|[\p{L}\p{N}]+/gu;

export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Runs of Han characters and runs of other letters or digits, normalised. */
export function runsOf(text: string): string[] {
  return normalise(text).match(RUN) ?? [];
}

const isHan = (run: string) => HAN.test(run);

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let index = 0; index < chars.length - 1; index += 1) grams.push(chars[index]! + chars[index + 1]!);
  return grams;
}

/** The words of a text as Intl.Segmenter cuts them (word-like segments only), normalised. */
export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(normalise(text))) {
    if (!segment.isWordLike) continue;
    // A "word" may hold punctuation (v2.0); keep its letter/digit runs.
    for (const run of segment.segment.match(RUN) ?? []) words.push(run);
  }
  return words;
}

/** The tokens a text is indexed under, in text order. */
export function indexTokens(text: string): string[] {
  const tokens = segmentWords(text);
  for (const run of runsOf(text)) {
    if (!isHan(run)) continue;
    const chars = [...run];
    if (chars.length > 1) tokens.push(...bigrams(run));
    tokens.push(chars[chars.length - 1]!);
  }
  return tokens;
}

export interface QueryToken {
  text: string;
  prefix: boolean;
}

/** One run of the query: matches when any alternative has all of its tokens. */
export type QueryClause = QueryToken[][];

export interface QueryPlan {
  /** Every clause must match. */
  clauses: QueryClause[];
  /** The words of the query (Intl.Segmenter), for display. */
  terms: string[];
  /** The runs of the query, for highlighting. */
  runs: string[];
}

/** At most this many runs of a query count (a 50-character query is plenty). */
const MAX_RUNS = 12;

export function planQuery(query: string): QueryPlan {
  const runs = [...new Set(runsOf(query))].slice(0, MAX_RUNS);
  const clauses = runs.map((run): QueryClause => {
    if (!isHan(run) || [...run].length === 1) return [[{ text: run, prefix: true }]];
    return [bigrams(run).map((text) => ({ text, prefix: false })), [{ text: run, prefix: false }]];
  });
  return { clauses, terms: [...new Set(segmentWords(query))], runs };
}

/** FTS5 MATCH syntax: tokens as quoted strings ("" escapes a quote), prefix with *. */
export function toFts5(plan: QueryPlan): string {
  const token = ({ text, prefix }: QueryToken) => `"${text.replaceAll('"', '""')}"${prefix ? '*' : ''}`;
  return plan.clauses.map((clause) => `(${clause.map((alternative) => `(${alternative.map(token).join(' AND ')})`).join(' OR ')})`).join(' AND ');
}

/** tsquery input syntax: lexemes quoted ('' escapes a quote, \\ a backslash), prefix with :*. */
export function toTsquery(plan: QueryPlan): string {
  const token = ({ text, prefix }: QueryToken) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
  return plan.clauses.map((clause) => `(${clause.map((alternative) => `(${alternative.map(token).join(' & ')})`).join(' | ')})`).join(' & ');
}

/** PostgreSQL's tsvector limit on positions. */
const MAX_POSITION = 16_383;

/**
 * tsvector input syntax for weighted token lists (title = A, body = B), built
 * here so PostgreSQL's text-search parser (locale dependent, blind to Han
 * characters under the C locale) never re-cuts the tokens.
 */
export function toTsvector(parts: { tokens: string[]; weight: 'A' | 'B' | 'C' | 'D' }[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const { tokens, weight } of parts) {
    for (const token of tokens) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(token) ?? [];
      // tsvector keeps at most 256 positions per lexeme.
      if (list.length < 256) list.push(`${position}${weight}`);
      positions.set(token, list);
    }
  }
  return [...positions].map(([token, list]) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}':${list.join(',')}`).join(' ');
}
