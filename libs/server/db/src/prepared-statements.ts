import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';

/** The comment that marks a query for preparing; on SQLite it is only a comment (every statement is kept there). */
const MARK = '/* prepared */';

/**
 * Marks a query of a fixed shape as prepared (`.modifyEnd(PREPARED)`): on PostgreSQL it is sent as a
 * named statement, parsed and planned once per connection, then only bound and executed. For hot
 * paths only (the open API's page, the rate-limit count): each marked text is kept by every
 * connection for its lifetime, so a marked query must not vary its text (no IN lists of any length).
 */
export const PREPARED = sql.raw(MARK);

/** The statement name of a marked query's text (PostgreSQL names are at most 63 bytes). */
export const preparedName = (text: string) => `p_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/** Each marked text's name, computed once: marked texts are few and fixed. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = preparedName(text)));
  return name;
}

/**
 * pg's client, with the texts marked {@link PREPARED} sent as named statements. Kysely's driver
 * calls `query(text, values)`; everything else (cursors, config objects, unmarked texts) is passed
 * through as it came.
 */
export class PreparingClient extends pg.Client {}

const baseQuery = pg.Client.prototype.query;
Object.defineProperty(PreparingClient.prototype, 'query', {
  value(this: pg.Client, ...args: unknown[]) {
    const [text, values, ...rest] = args;
    if (typeof text === 'string' && text.includes(MARK) && (values === undefined || Array.isArray(values))) {
      return Reflect.apply(baseQuery, this, [{ name: nameOf(text), text, values }, ...rest]);
    }
    return Reflect.apply(baseQuery, this, args);
  },
});
