// A corporation's responses to calls and the calls group's routes (issue 5, issue 21 §10c), apart from
// the calls' own schemas (calls.ts): /applylist's first load parses its URL with the list query and
// carries none of these (issue 13).
import * as z from 'zod/mini';
import { CALL_STATUSES, callDetailSchema, callListDataSchema, callListQuerySchema } from './calls';
import { idParam, mobilePhoneSchema, pagedDataSchema, pagingQuery } from './common';
import { fileAttachmentSchema, fileIdSchema } from './file-schemas';
import { defineRoute } from './route';
/** A corporation's response to an open call; sending again while open replaces it. */
export const callResponseBodySchema = z.strictObject({
  callId: idParam,
  contactName: z.string().check(z.trim(), z.minLength(2, { message: '联系人至少2个字符' }), z.maxLength(20, { message: '联系人不能超过20个字符' })),
  contactPhone: mobilePhoneSchema,
  /** Plain text: what the corporation offers or needs. */
  content: z.string().check(z.trim(), z.minLength(10, { message: '响应内容至少10个字符' }), z.maxLength(2000, { message: '响应内容不能超过2000个字符' })),
  /**
   * Issue 21 §10c: the filled-in template (or any one file), uploaded by the corporation through
   * /second/file/upload with purpose `response`. The response replaces the previous one, so an
   * absent or null file means the response has none.
   */
  fileId: z.nullish(fileIdSchema),
});
export type CallResponseBody = z.input<typeof callResponseBodySchema>;

export const callResponseSchema = z.object({
  callId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  content: z.string(),
  submittedAt: z.iso.datetime(),
  /** The attached file: downloadable by the responding corporation and admins only (the server decides). */
  attachment: z._default(z.nullable(fileAttachmentSchema), null),
});
export type CallResponse = z.output<typeof callResponseSchema>;

/** Issue 21 §10c 我的反馈: one of the signed-in corporation's responses, with the call it answers. */
export const myCallResponseSchema = z.extend(callResponseSchema, {
  call: z.object({ id: z.string(), title: z.string(), organiser: z.string(), status: z.enum(CALL_STATUSES), deadline: z.iso.datetime() }),
});
export type MyCallResponse = z.output<typeof myCallResponseSchema>;

export const myCallResponsesQuerySchema = z.strictObject({ ...pagingQuery });
export type MyCallResponsesQuery = z.output<typeof myCallResponsesQuerySchema>;

export const myCallResponsesDataSchema = pagedDataSchema(myCallResponseSchema);
export type MyCallResponsesData = z.output<typeof myCallResponsesDataSchema>;

export const callRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/call/list',
    summary: 'Calls for collection: open ones first by deadline, then closed ones; keyword, status.',
    access: 'public',
    query: callListQuerySchema,
    data: callListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/web/call/detail',
    summary: 'One call for collection; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: callDetailSchema,
  }),
  myResponse: defineRoute({
    method: 'GET',
    path: '/second/call/response',
    summary: "The signed-in corporation's response to a call, or null.",
    access: 'second',
    query: z.strictObject({ callId: idParam }),
    data: z.nullable(callResponseSchema),
  }),
  myResponses: defineRoute({
    method: 'GET',
    path: '/second/call/responses',
    summary: "The signed-in corporation's responses to calls (我的反馈), latest change first, with each call's title and status.",
    access: 'second',
    query: myCallResponsesQuerySchema,
    data: myCallResponsesDataSchema,
  }),
  respond: defineRoute({
    method: 'POST',
    path: '/second/call/respond',
    summary: 'A corporation responds to an open call, optionally with one file of its own (again replaces its response); a closed call is refused.',
    access: 'second',
    body: callResponseBodySchema,
    data: callResponseSchema,
  }),
} as const;
