import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { bigrams, isHan, runsOf } from './tokens';

/**
 * The character pairs of what items are titled and filed under, with their sound (issue 16: typo
 * suggestions). A pair's sound is its pinyin without tones, loosened the way people of the
 * province mix sounds up (zh/z, ch/c, sh/s, n/l, -ing/-in, -eng/-en, -ang/-an), so 公基金 finds
 * 公积金 and 南京 is found from 蓝京.
 */
export function loosen(syllable: string): string {
  return syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^n(?=[aeiouv])/, 'l')
    .replace(/(i|e|a)ng$/, '$1n');
}

/** The loosened sound of each character of a Han text, in context (多音字 read as in the text). */
export function soundsOf(text: string): string[] {
  return (pinyin(text, { toneType: 'none', type: 'array', v: true }) as string[]).map(loosen);
}

const soundCache = new Map<string, string>();
const SOUND_CACHE_SIZE = 50_000;

/** A pair's sound ("qi xiang"). */
export function soundOfPair(gram: string): string {
  let sound = soundCache.get(gram);
  if (sound === undefined) {
    sound = soundsOf(gram).join(' ');
    if (soundCache.size >= SOUND_CACHE_SIZE) soundCache.clear();
    soundCache.set(gram, sound);
  }
  return sound;
}

/** The distinct Han character pairs of some texts. */
export function pairsOf(texts: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (const text of texts) for (const run of runsOf(text)) if (isHan(run) && [...run].length > 1) for (const gram of bigrams(run)) pairs.add(gram);
  return pairs;
}

const WRITE_CHUNK = 300;

/** Adds one per item to each pair the items have (in the caller's transaction). */
export async function addPairs(trx: Kysely<Database>, pairsPerItem: readonly Set<string>[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const pairs of pairsPerItem) for (const gram of pairs) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  const rows = [...counts].map(([gram, docs]) => ({ gram, sound: soundOfPair(gram), docs }));
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await trx
      .insertInto('search_grams')
      .values(rows.slice(start, start + WRITE_CHUNK))
      .onConflict((conflict) => conflict.column('gram').doUpdateSet((eb) => ({ docs: eb('search_grams.docs', '+', eb.ref('excluded.docs')) })))
      .execute();
  }
}

/** How many items have each of these pairs (0 when none). */
export async function pairCounts(db: Kysely<Database>, grams: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(grams.map((gram) => [gram, 0]));
  if (grams.length === 0) return counts;
  const rows = await db
    .selectFrom('search_grams')
    .select(['gram', 'docs'])
    .where('gram', 'in', [...new Set(grams)])
    .execute();
  for (const row of rows) counts.set(row.gram, Number(row.docs));
  return counts;
}

/** The pairs that sound like these (by loosened sound), with how many items have them. */
export async function pairsSoundingLike(db: Kysely<Database>, sounds: readonly string[]): Promise<Map<string, { gram: string; docs: number }[]>> {
  const bySound = new Map<string, { gram: string; docs: number }[]>();
  if (sounds.length === 0) return bySound;
  const rows = await db
    .selectFrom('search_grams')
    .select(['gram', 'sound', 'docs'])
    .where('sound', 'in', [...new Set(sounds)])
    .execute();
  for (const row of rows) bySound.set(row.sound, [...(bySound.get(row.sound) ?? []), { gram: row.gram, docs: Number(row.docs) }]);
  return bySound;
}
