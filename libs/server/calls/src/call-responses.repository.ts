import type { Kysely } from 'kysely';
import { fileUrl, type CallResponse, type FileAttachment, type MyCallResponsesData, type MyCallResponsesQuery } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { countOf, iso, pageWindow } from '@portal/server-core';

/*
 * The corporations' responses to calls (issue 5, issue 21 §10c): one per (call, organisation);
 * sending again replaces it. A response may name one stored file (purpose 'response').
 */

type ResponseRow = { call_id: string; contact_name: string; contact_phone: string; content: string; updated_at: number | string };
type ResponseFileRow = { file_id?: string | null | undefined; file_name: string | null; file_size: number | string | null; file_type: string | null };

/** A response's file as the contract shows it, or null. */
export const toAttachment = (row: ResponseFileRow): FileAttachment | null =>
  row.file_id && row.file_name !== null && row.file_type !== null
    ? { id: row.file_id, name: row.file_name, sizeBytes: Number(row.file_size ?? 0), contentType: row.file_type, url: fileUrl(row.file_id) }
    : null;

/** A response as the contract shows it. */
export const toCallResponse = (row: ResponseRow, attachment: FileAttachment | null): CallResponse => ({
  callId: row.call_id,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  content: row.content,
  // The time of the current content (a new submission replaces the previous one).
  submittedAt: iso(Number(row.updated_at)),
  attachment,
});

/** A corporation's responses with their file (if any): the reads of GET /second/call/response and /responses. */
const responsesOf = (db: Kysely<Database>, orgId: string) =>
  db
    .selectFrom('call_responses as r')
    .leftJoin('stored_files as f', 'f.id', 'r.file_id')
    .select([
      'r.call_id',
      'r.contact_name',
      'r.contact_phone',
      'r.content',
      'r.updated_at',
      'r.file_id',
      'f.name as file_name',
      'f.size_bytes as file_size',
      'f.content_type as file_type',
    ])
    .where('r.org_id', '=', orgId);

/** An organisation's response to a call, or null. */
export async function findResponse(db: Kysely<Database>, callId: string, orgId: string): Promise<CallResponse | null> {
  const row = await responsesOf(db, orgId).where('r.call_id', '=', callId).executeTakeFirst();
  return row ? toCallResponse(row, toAttachment(row)) : null;
}

/** Issue 21 §10c 我的反馈: an organisation's responses, latest change first, with the calls' titles and status at `at`. */
export async function responsesPage(db: Kysely<Database>, orgId: string, query: MyCallResponsesQuery, at: number): Promise<MyCallResponsesData> {
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    responsesOf(db, orgId)
      .innerJoin('calls as c', 'c.id', 'r.call_id')
      .select(['c.title', 'c.organiser', 'c.deadline'])
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.call_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db.selectFrom('call_responses').where('org_id', '=', orgId)),
  ]);
  return {
    items: rows.map((row) => ({
      ...toCallResponse(row, toAttachment(row)),
      call: {
        id: row.call_id,
        title: row.title,
        organiser: row.organiser,
        status: Number(row.deadline) >= at ? 'open' : 'closed',
        deadline: iso(Number(row.deadline)),
      },
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether a response other than (callId, orgId)'s names the file. */
export async function fileInOtherResponse(db: Kysely<Database>, fileId: string, callId: string, orgId: string): Promise<boolean> {
  const row = await db
    .selectFrom('call_responses')
    .select('call_id')
    .where('file_id', '=', fileId)
    .where((eb) => eb.or([eb('call_id', '<>', callId), eb('org_id', '<>', orgId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The file an organisation's response to a call names now (null: none, or no response). */
export async function responseFileId(db: Kysely<Database>, callId: string, orgId: string): Promise<string | null> {
  const row = await db.selectFrom('call_responses').select('file_id').where('call_id', '=', callId).where('org_id', '=', orgId).executeTakeFirst();
  return row?.file_id ?? null;
}

/** What a response holds. */
export interface ResponseInput {
  callId: string;
  orgId: string;
  userId: string;
  contactName: string;
  contactPhone: string;
  content: string;
  fileId: string | null;
}

/** Stores an organisation's response to a call at `at`, replacing its previous one (the first submission time is kept). */
export async function saveResponse(db: Kysely<Database>, input: ResponseInput, at: number): Promise<void> {
  const changes = {
    user_id: input.userId,
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
    content: input.content,
    updated_at: at,
    file_id: input.fileId,
  };
  await db
    .insertInto('call_responses')
    .values({ call_id: input.callId, org_id: input.orgId, submitted_at: at, ...changes })
    .onConflict((oc) => oc.columns(['call_id', 'org_id']).doUpdateSet(changes))
    .execute();
}

/** Which of the stored files a call response names. */
export async function responseFilesAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('call_responses')
    .select('file_id')
    .where('file_id', 'in', [...fileIds])
    .execute();
  return new Set(rows.flatMap((row) => (typeof row.file_id === 'string' ? [row.file_id] : [])));
}
