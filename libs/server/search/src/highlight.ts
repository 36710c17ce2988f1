import type { Highlighted } from '@portal/api-contract';

/** Characters of body text around the first match. */
const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 120;

const HAN = /\p{Script=Han}/u;

/**
 * Where the runs of the query occur in a text: whole runs, else (Han runs) their character pairs;
 * and where the other ways of writing them (`synonyms`) occur whole.
 */
export function matchRanges(text: string, runs: readonly string[], synonyms: readonly string[] = []): [number, number][] {
  const haystack = text.normalize('NFKC').toLowerCase();
  // NFKC can change a text's length (rare ligatures); highlight nothing rather than the wrong place.
  if (haystack.length !== text.length) return [];
  const ranges: [number, number][] = [];
  const find = (needle: string) => {
    let found = false;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
      found = true;
    }
    return found;
  };
  for (const synonym of synonyms) find(synonym);
  for (const run of runs) {
    if (find(run) || !HAN.test(run)) continue;
    const chars = [...run];
    for (let index = 0; index < chars.length - 1; index += 1) find(chars[index]! + chars[index + 1]!);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** A text cut into plain and matched parts. */
export function highlight(text: string, ranges: readonly [number, number][]): Highlighted {
  const parts: Highlighted = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** A window of the body around its first match, highlighted. */
export function snippet(body: string, runs: readonly string[], synonyms: readonly string[] = []): Highlighted {
  const ranges = matchRanges(body, runs, synonyms);
  const first = ranges[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - SNIPPET_BEFORE, body.length - SNIPPET_LENGTH));
  const end = Math.min(body.length, start + SNIPPET_LENGTH);
  const window = ranges
    .filter(([from, to]) => to > start && from < end)
    .map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, end) - start]);
  const parts = highlight(body.slice(start, end), window);
  if (start > 0) parts.unshift({ text: '…', hit: false });
  if (end < body.length) parts.push({ text: '…', hit: false });
  return parts;
}
