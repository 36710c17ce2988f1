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
 * How a query is understood and matched is in query-plan.ts and match-expression.ts.
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

export const isHan = (run: string) => HAN.test(run);

/** A Han run's character pairs (a single character stays itself). */
export function bigrams(run: string): string[] {
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
