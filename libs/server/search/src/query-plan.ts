import { FILLERS, GENERIC_WORDS, PLACES, TYPE_WORDS, createLexicon, type Lexicon } from './lexicon';
import { bigrams, isHan, normalise, runsOf, segmentWords } from './tokens';

/** One token of the index: matched whole, or as a prefix. */
export interface QueryToken {
  text: string;
  prefix: boolean;
}

/** One way to write a word: matches when all its tokens are there. */
export interface QueryTerm {
  text: string;
  tokens: QueryToken[];
}

/**
 * One thing the query asks for: matches when any of its terms does (the word as typed and,
 * from the dictionary, its synonyms, older names, aliases or translations).
 */
export interface QueryClause {
  /** As typed (normalised). */
  text: string;
  /**
   * `format`: a format name (CSV, 接口), a property of resources found in no title; `department`: a
   * department's name, what items are filed under; `type`: a word naming a kind of item (政策).
   */
  kind: 'word' | 'dictionary' | 'format' | 'department' | 'place' | 'generic' | 'type' | 'char';
  terms: QueryTerm[];
  /** The kind of item a `type` clause names. */
  docType?: (typeof TYPE_WORDS)[string];
}

const STRONG: ReadonlySet<QueryClause['kind']> = new Set(['word', 'dictionary', 'format', 'department']);
const GROUP_KINDS: Readonly<Record<string, QueryClause['kind']>> = { format: 'format', department: 'department' };

export interface QueryPlan {
  /** Every one must match (when some must not, see the partial fallback in search-index.query). */
  required: QueryClause[];
  /** Rank only: places, words nearly every item has, lone characters. */
  optional: QueryClause[];
  /** The query's longest stretch of Han text, for the exact-phrase bonus ('' when it is one word). */
  phrase: string;
  /** The words of the query as understood, for display. */
  terms: string[];
  /** The words to highlight, longest first (a Han word not found whole is highlighted by its pairs). */
  runs: string[];
  /** Their other ways of writing (synonyms, aliases, translations), highlighted only whole. */
  synonyms: string[];
  /** The typed Han stretches no dictionary entry covers: where a typo may be. */
  unknown: string[];
}

/** At most this many clauses of a query count (a 50-character query is plenty). */
const MAX_CLAUSES = 8;
/** A Han stretch up to this long with a character the segmenter left alone is one word (all its pairs must match). */
const WORD_CHARS = 4;

const LATIN = /[a-z0-9]/;

/** The tokens a word is matched by: a Han run's pairs (one character: a prefix), a Latin or digit run as a prefix. */
export function termOf(text: string): QueryTerm {
  const tokens = runsOf(text).flatMap((run): QueryToken[] =>
    isHan(run) && [...run].length > 1 ? bigrams(run).map((gram) => ({ text: gram, prefix: false })) : [{ text: run, prefix: true }],
  );
  return { text, tokens };
}

type Piece = { key: string } | { text: string };

/** Cuts the query at the lexicon's terms (longest first at each place); the rest stays as text. */
function scan(text: string, lexicon: Lexicon): Piece[] {
  const chars = [...text];
  const pieces: Piece[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer.trim()) pieces.push({ text: buffer.trim() });
    buffer = '';
  };
  for (let at = 0; at < chars.length;) {
    const char = chars[at]!;
    const key = lexicon.keysByFirst.get(char)?.find((candidate) => {
      const length = [...candidate].length;
      if (chars.slice(at, at + length).join('') !== candidate) return false;
      // A Latin term is a whole word: "bus" is not found in "business".
      if (!LATIN.test(candidate)) return true;
      return !LATIN.test(chars[at - 1] ?? ' ') && !LATIN.test(chars[at + length] ?? ' ');
    });
    if (key) {
      flush();
      pieces.push({ key });
      at += [...key].length;
    } else {
      buffer += char;
      at += 1;
    }
  }
  flush();
  return pieces;
}

function clauseOf(text: string, kind: QueryClause['kind'], alternatives: readonly string[] = [text]): QueryClause {
  return { text, kind, terms: [...new Set([text, ...alternatives])].map(termOf).filter((term) => term.tokens.length > 0) };
}

/**
 * A Han stretch no dictionary entry covers, as clauses: its words (Intl.Segmenter), fillers dropped,
 * words nearly every item has kept only to rank. The segmenter leaves words it does not know as
 * single characters (公/交): consecutive ones are one word. In a short stretch a single character
 * left beside a word means the segmenter did not know the whole (收费/站, or a typo such as 公/基金):
 * the stretch stays one word, all its pairs required.
 */
function stretchClauses(run: string): QueryClause[] {
  if ([...run].length === 1) return FILLERS.has(run) ? [] : [clauseOf(run, 'char')];
  const words: string[] = [];
  let singles = '';
  const flush = () => {
    if (singles) words.push(singles);
    singles = '';
  };
  for (const word of segmentWords(run)) {
    if (FILLERS.has(word)) flush();
    else if ([...word].length === 1) singles += word;
    else {
      flush();
      words.push(word);
    }
  }
  flush();
  const lone = words.some((word) => [...word].length === 1);
  if (words.length === 0) return [];
  if (words.length === 1 || ([...run].length <= WORD_CHARS && lone)) return [clauseOf(words.length === 1 ? words[0]! : run, 'word')];
  return words.map((word) => clauseOf(word, [...word].length === 1 ? 'char' : GENERIC_WORDS.has(word) ? 'generic' : 'word'));
}

/**
 * How a query is understood (issue 16): the dictionary's terms, places, fillers and words nearly
 * every item has are found first (longest first); the rest is cut into words. Each word may be
 * written any way the dictionary knows; places and weak words only rank.
 */
export function planQuery(query: string, lexicon: Lexicon = EMPTY_LEXICON): QueryPlan {
  const text = normalise(query)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const clauses: QueryClause[] = [];
  const unknown: string[] = [];
  for (const piece of scan(text, lexicon)) {
    if ('key' in piece) {
      const groups = lexicon.groupsOf.get(piece.key);
      const kind = groups?.map((index) => GROUP_KINDS[lexicon.kinds[index] ?? '']).find(Boolean) ?? 'dictionary';
      if (groups)
        clauses.push(
          clauseOf(
            piece.key,
            kind,
            groups.flatMap((index) => lexicon.groups[index] ?? []),
          ),
        );
      else if (PLACES[piece.key]) clauses.push(clauseOf(piece.key, 'place', PLACES[piece.key]));
      else if (TYPE_WORDS[piece.key]) clauses.push(clauseOf(piece.key, 'type'));
      continue;
    }
    for (const run of runsOf(piece.text)) {
      if (!isHan(run)) {
        clauses.push(clauseOf(run, 'word'));
        continue;
      }
      if ([...run].length > 1) unknown.push(run);
      clauses.push(...stretchClauses(run));
    }
  }
  const unique = [...new Map(clauses.filter((clause) => clause.terms.length > 0).map((clause) => [clause.text, weakened(clause)])).values()].slice(
    0,
    MAX_CLAUSES,
  );
  const strong = unique.filter((clause) => STRONG.has(clause.kind));
  const required = strong.length > 0 ? strong : unique;
  const optional = strong.length > 0 ? unique.filter((clause) => !strong.includes(clause)) : [];
  const longest = (text.match(/\p{Script=Han}+/gu) ?? []).reduce((best, run) => ([...run].length > [...best].length ? run : best), '');
  return {
    required,
    optional,
    phrase: [...longest].length >= 4 && !unique.some((clause) => clause.text === longest) ? longest : '',
    terms: unique.map((clause) => clause.text),
    runs: longestFirst(unique.flatMap((clause) => runsOf(clause.text))),
    synonyms: longestFirst(unique.flatMap((clause) => clause.terms.filter((term) => term.text !== clause.text).flatMap((term) => runsOf(term.text)))),
    unknown,
  };
}

/** A word naming a kind of item, or one nearly every item has (名录), only ranks, whatever found it. */
function weakened(clause: QueryClause): QueryClause {
  const docType = TYPE_WORDS[clause.text];
  if (docType) return { ...clause, kind: 'type', docType };
  return GENERIC_WORDS.has(clause.text) ? { ...clause, kind: 'generic' } : clause;
}

const longestFirst = (texts: string[]) => [...new Set(texts)].sort((a, b) => b.length - a.length);

/** Places, fillers and weak words only (for callers without a database's dictionary). */
const EMPTY_LEXICON = createLexicon([]);
