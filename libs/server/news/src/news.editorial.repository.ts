import type { Kysely } from 'kysely';
import type { AnnouncementListQuery, AnnouncementStatus } from '@portal/api-contract';
import type { Database, News } from '@portal/server-db';
import { columnContains, containsPattern, countOf, groupCounts, pageWindow } from '@portal/server-core';

/*
 * The editorial side of `news` (issue 6): the announcements staff write in the workspace are news
 * items of category 'announcement'. The announcements domain writes them only through these
 * functions (issue 14: a table has one owning domain).
 */

const CATEGORY = 'announcement' as const;

/** A news row with its numbers as numbers (PostgreSQL answers bigint columns as strings). */
const numbered = <R extends { version: number | string; published_at: number | string; created_at: number | string; updated_at: number | string }>(row: R) => ({
  ...row,
  version: Number(row.version),
  published_at: Number(row.published_at),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

/** An announcement (any status), or undefined. */
export async function findAnnouncement(db: Kysely<Database>, id: string): Promise<News | undefined> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).where('category', '=', CATEGORY).executeTakeFirst();
  return row ? numbered(row) : undefined;
}

/** What the workspace list shows of an announcement. */
export type AnnouncementRow = Pick<
  News,
  'id' | 'title' | 'summary' | 'source' | 'status' | 'version' | 'published_at' | 'created_at' | 'updated_at' | 'updated_by'
>;

/**
 * The workspace list of announcements: a page (latest change first), the total with the status
 * filter, and the count per status with the keyword only.
 */
export async function announcementsPage(
  db: Kysely<Database>,
  query: AnnouncementListQuery,
): Promise<{ rows: AnnouncementRow[]; total: number; byStatus: Map<string, number> }> {
  let base = db.selectFrom('news as n').where('n.category', '=', CATEGORY);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where((eb) => eb.or([columnContains('n.title', pattern), columnContains('n.summary', pattern)]));
  }
  const filtered = query.status ? base.where('n.status', '=', query.status) : base;
  const { limit, offset } = pageWindow(query);
  const [rows, total, byStatus] = await Promise.all([
    filtered
      .select(['n.id', 'n.title', 'n.summary', 'n.source', 'n.status', 'n.version', 'n.published_at', 'n.created_at', 'n.updated_at', 'n.updated_by'])
      .orderBy('n.updated_at', 'desc')
      .orderBy('n.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(filtered),
    groupCounts(base, 'n.status'),
  ]);
  return { rows: rows.map(numbered), total, byStatus };
}

/** The fields an editor writes. */
export type AnnouncementContent = Pick<News, 'title' | 'summary' | 'source' | 'body_html' | 'attachments'>;

/** Stores a new draft announcement written by `userId` at `at`. */
export async function insertAnnouncementDraft(
  db: Kysely<Database>,
  input: { id: string; userId: string; at: number; content: AnnouncementContent },
): Promise<void> {
  const { id, userId, at, content } = input;
  await db
    .insertInto('news')
    .values({
      id,
      category: CATEGORY,
      ...content,
      status: 'draft',
      published_at: at,
      created_at: at,
      updated_at: at,
      version: 1,
      created_by: userId,
      updated_by: userId,
    })
    .execute();
}

/** What a change of an announcement may set. */
export type AnnouncementChanges = Partial<Pick<News, 'status' | 'published_at' | 'title' | 'summary' | 'source' | 'body_html' | 'attachments'>>;

/**
 * The conditional change of an announcement: only while it still has the version read and one of
 * the statuses `from`; the version is bumped. Whether exactly one row changed (false: a conflict).
 */
export async function updateAnnouncement(
  db: Kysely<Database>,
  change: { id: string; version: number; from: readonly AnnouncementStatus[]; set: AnnouncementChanges; userId: string; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ ...change.set, version: change.version + 1, updated_by: change.userId, updated_at: change.at })
    .where('id', '=', change.id)
    .where('category', '=', CATEGORY)
    .where('version', '=', change.version)
    .where('status', 'in', [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many announcements have a status (the admin home's drafts to do). */
export function countAnnouncements(db: Kysely<Database>, status: 'draft' | 'published' | 'offline'): Promise<number> {
  return countOf(db.selectFrom('news').where('category', '=', CATEGORY).where('status', '=', status));
}

/** The newest published announcements (the corporation home). */
export async function latestPublishedAnnouncements(db: Kysely<Database>, limit: number): Promise<{ id: string; title: string; publishedAt: number }[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'title', 'published_at'])
    .where('category', '=', CATEGORY)
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, publishedAt: Number(row.published_at) }));
}

/**
 * The attachments columns (JSON) of news items whose text contains `text` (e.g. a file id): of
 * every news item, or only of published announcements. LIKE narrows the rows; the caller's reader
 * of the JSON decides (an id inside a name or url is not an attachment).
 */
export async function attachmentColumnsMentioning(db: Kysely<Database>, text: string, scope: 'all' | 'publishedAnnouncements'): Promise<string[]> {
  let query = db
    .selectFrom('news')
    .select('attachments')
    .where(columnContains('attachments', containsPattern(text)));
  if (scope === 'publishedAnnouncements') query = query.where('category', '=', CATEGORY).where('status', '=', 'published');
  const rows = await query.execute();
  return rows.map((row) => row.attachments);
}
