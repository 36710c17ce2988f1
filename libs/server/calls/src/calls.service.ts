import type {
  CallDetail,
  CallListData,
  CallListQuery,
  CallResponse,
  CallResponseBody,
  FileAttachment,
  MyCallResponsesData,
  MyCallResponsesQuery,
} from '@portal/api-contract';
import type { Kysely } from 'kysely';
import type { Database, User } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { enabledStaffWithRight, organisationName } from '@portal/server-identity';
import { notifyAll } from '@portal/server-notifications';
import { paths } from '@portal/site-config';
import { deleteStoredFile, findStoredFiles } from '@portal/server-files';
import { callDeadline, findCallAt, listCallsAt } from './calls.repository';
import { fileInOtherResponse, findResponse, responseFileId, responsesPage, saveResponse, toAttachment, toCallResponse } from './call-responses.repository';
import { respondingOrg, respondRefusal } from './calls.policy';

const CALL_NOT_FOUND = '该征集不存在或已下线';

/** The public list of calls, open or closed as of now. */
export async function listCalls(ctx: DomainContext, query: CallListQuery): Promise<CallListData> {
  return listCallsAt(ctx.db, query, ctx.now(), ctx.signal);
}

/** A call's detail (public, opened over its list): not found when it is unknown. */
export async function callDetail(ctx: DomainContext, id: string): Promise<CallDetail> {
  const call = await findCallAt(ctx.db, id, ctx.now());
  if (!call) throw ERR.notFound(CALL_NOT_FOUND);
  return call;
}

/** The organisation the account responds for; 403 for any other account. */
function requireRespondingOrg(actor: User): string {
  const orgId = respondingOrg(actor);
  if (orgId === undefined) throw ERR.forbidden('仅法人用户可以响应征集');
  return orgId;
}

/** The corporation's own response to a call (null: none yet); 4011 for an unknown call. */
export async function myCallResponse(ctx: DomainContext, actor: User, callId: string): Promise<CallResponse | null> {
  const orgId = requireRespondingOrg(actor);
  if (!(await callDeadline(ctx.db, callId))) throw ERR.notFound(CALL_NOT_FOUND);
  return findResponse(ctx.db, callId, orgId);
}

/** Issue 21 §10c 我的反馈: the corporation's responses, latest change first. */
export async function myCallResponses(ctx: DomainContext, actor: User, query: MyCallResponsesQuery): Promise<MyCallResponsesData> {
  return responsesPage(ctx.db, requireRespondingOrg(actor), query, ctx.now());
}

/**
 * The file a response names, when it is one of the organisation's response uploads and no other
 * response names it; anything else is refused (400) before anything is written.
 */
async function responseAttachment(db: Kysely<Database>, fileId: string, callId: string, orgId: string): Promise<FileAttachment | null> {
  const [file] = await findStoredFiles(db, [fileId], { purpose: 'response', orgId });
  if (!file || (await fileInOtherResponse(db, fileId, callId, orgId))) throw ERR.badRequest('参数错误：body.fileId 不是本单位上传的反馈附件，请重新上传');
  return toAttachment({ file_id: file.id, file_name: file.name, file_size: file.size_bytes, file_type: file.content_type });
}

/** The right of the staff told of responses: they publish the calls (公告管理). */
const RESPONSE_WATCHERS_RIGHT = 'announce:edit';

/** Issue 22: the staff who publish calls are told of a corporation's response, once per call and corporation. */
async function notifyStaff(trx: Kysely<Database>, response: { callId: string; orgId: string; title: string }, at: number): Promise<void> {
  const watchers = await enabledStaffWithRight(trx, 'admin', RESPONSE_WATCHERS_RIGHT);
  const org = (await organisationName(trx, response.orgId)) ?? '';
  await notifyAll(
    trx,
    watchers,
    {
      kind: 'call.response',
      title: '收到新的需求征集响应',
      body: `${org}响应了需求征集“${response.title}”。`,
      link: paths.applylist.href({ id: response.callId }),
      dedupeKey: `call-response:${response.callId}:${response.orgId}`,
    },
    at,
  );
}

/**
 * Stores a corporation's response to an open call (replacing its previous one), with its file if
 * one is named: 4011 for an unknown call, 409 after the deadline, 400 for a file that is not one of
 * the organisation's response uploads or already belongs to another response; then nothing is
 * written. A file the new response no longer names is deleted with it (a response file belongs to
 * one response).
 */
export async function respondToCall(ctx: DomainContext, actor: User, input: CallResponseBody): Promise<CallResponse> {
  const orgId = requireRespondingOrg(actor);
  const at = ctx.now();
  const fileId = input.fileId ?? null;
  return ctx.db.transaction().execute(async (trx) => {
    const call = await callDeadline(trx, input.callId);
    if (!call) throw ERR.notFound(CALL_NOT_FOUND);
    if (respondRefusal(actor, call, at) === 'closed') throw ERR.conflict('该征集已截止，无法提交响应');
    const attachment = fileId === null ? null : await responseAttachment(trx, fileId, input.callId, orgId);
    const replaced = await responseFileId(trx, input.callId, orgId);
    const response = {
      callId: input.callId,
      orgId,
      userId: actor.id,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      content: input.content,
      fileId,
    };
    await saveResponse(trx, response, at);
    await notifyStaff(trx, { callId: input.callId, orgId, title: call.title }, at);
    if (replaced !== null && replaced !== fileId) await deleteStoredFile(trx, replaced, 'response');
    return toCallResponse(
      { call_id: input.callId, contact_name: input.contactName, contact_phone: input.contactPhone, content: input.content, updated_at: at },
      attachment,
    );
  });
}
