import { sql, type RawBuilder } from 'kysely';

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case-insensitive "column contains text" on SQLite and PostgreSQL alike. */
export const columnContains = (column: string, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** A JSON-array-of-strings column, read defensively. */
export const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Epoch milliseconds (bigint column) as an ISO timestamp. */
export const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
