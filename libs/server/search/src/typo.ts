import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';
import { pairCounts, pairsSoundingLike, soundsOf } from './grams';
import type { Lexicon } from './lexicon';
import type { QueryPlan } from './query-plan';
import { bigrams, normalise } from './tokens';

/** Score of a pair no item has: a path through one is never a correction. */
const MISSING = -1_000;
/** What changing one character costs, against the log of how many items have a pair. */
const CHANGE_COST = 1.5;
/** Longest Han stretch corrected (a typo is in a word, not a paragraph). */
const MAX_STRETCH = 12;

const pairScore = (docs: number) => (docs > 0 ? Math.log1p(docs) : MISSING);

/**
 * The likeliest way to write a Han stretch that some pair of it is in no item's title (issue 16:
 * "suggest the likely word"): each character may be swapped for one that sounds the same (loosened
 * pinyin) when that makes pairs items have; the best path (Viterbi over the characters) wins if every
 * pair of it is known and it changes at most a third of the characters. Undefined when none.
 */
export async function correctStretch(db: Kysely<Database>, stretch: string): Promise<string | undefined> {
  const chars = [...stretch];
  if (chars.length < 2 || chars.length > MAX_STRETCH) return undefined;
  const original = await pairCounts(db, bigrams(stretch));
  if ([...original.values()].every((docs) => docs > 0)) return undefined;

  const sounds = soundsOf(stretch);
  const pairSounds = chars.slice(0, -1).map((_, index) => `${sounds[index]} ${sounds[index + 1]}`);
  const bySound = await pairsSoundingLike(db, pairSounds);
  const docsOf = new Map(original);
  const candidates = chars.map((char) => new Set([char]));
  pairSounds.forEach((sound, index) => {
    for (const { gram, docs } of bySound.get(sound) ?? []) {
      const [first, second] = [...gram];
      if (!first || !second) continue;
      docsOf.set(gram, docs);
      candidates[index]!.add(first);
      candidates[index + 1]!.add(second);
    }
  });

  // Viterbi: the best-scoring path ending in each candidate character, position by position.
  let paths = new Map([...candidates[0]!].map((char) => [char, { score: char === chars[0] ? 0 : -CHANGE_COST, text: char }]));
  for (let index = 1; index < chars.length; index += 1) {
    const next = new Map<string, { score: number; text: string }>();
    for (const char of candidates[index]!) {
      const change = char === chars[index] ? 0 : -CHANGE_COST;
      for (const [previous, path] of paths) {
        const score = path.score + pairScore(docsOf.get(previous + char) ?? 0) + change;
        if (score > (next.get(char)?.score ?? -Infinity)) next.set(char, { score, text: path.text + char });
      }
    }
    paths = next;
  }
  const best = [...paths.values()].sort((a, b) => b.score - a.score)[0];
  if (!best || best.text === stretch || best.score <= MISSING / 2) return undefined;
  const changed = [...best.text].filter((char, index) => char !== chars[index]).length;
  return changed <= Math.max(1, Math.floor(chars.length / 3)) ? best.text : undefined;
}

/** Optimal string alignment distance (a swap of neighbours counts one). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The dictionary's Latin term nearest a misspelt Latin word (one edit, two for long words). */
export function correctLatin(word: string, lexicon: Lexicon): string | undefined {
  if (word.length < 3 || lexicon.latinWords.has(word)) return undefined;
  const allowed = word.length >= 7 ? 2 : 1;
  let best: { term: string; distance: number } | undefined;
  for (const term of lexicon.latinWords) {
    if (Math.abs(term.length - word.length) > allowed) continue;
    const distance = editDistance(word, term);
    if (distance <= allowed && (!best || distance < best.distance)) best = { term, distance };
  }
  return best?.term;
}

/**
 * The query with its likely typos corrected (Han stretches by sound, Latin words by spelling), or
 * undefined when nothing in it looks misspelt.
 */
export async function correctQuery(db: Kysely<Database>, query: string, plan: QueryPlan, lexicon: Lexicon): Promise<string | undefined> {
  let corrected = normalise(query).trim();
  let changed = false;
  for (const stretch of plan.unknown) {
    const better = await correctStretch(db, stretch);
    if (better) {
      corrected = corrected.replace(stretch, better);
      changed = true;
    }
  }
  for (const clause of plan.required) {
    if (clause.kind !== 'word' || !/^[a-z]+$/.test(clause.text)) continue;
    const better = correctLatin(clause.text, lexicon);
    if (better) {
      corrected = corrected.replace(new RegExp(`\\b${clause.text}\\b`), better);
      changed = true;
    }
  }
  return changed ? corrected : undefined;
}
