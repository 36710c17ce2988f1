import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, type Attachment } from '@portal/api-contract';
import { ATTACHMENT_KINDS, attachmentUrl, renderAttachmentPdf, type AttachmentKind } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { publishedNewsAttachments } from '@portal/server-news';
import { policyAttachments } from '@portal/server-policies';
import { callAttachments } from '@portal/server-calls';

const ID = /^[a-z][a-z0-9_]{1,40}$/;
const FILE = /^([1-9]\d?)\.pdf$/;

/** The stored attachments of a public item of each kind, or undefined when the item is not public. */
const ATTACHMENTS_OF: Record<AttachmentKind, (domain: DomainContext, id: string) => Promise<Attachment[] | undefined>> = {
  news: ({ db }, id) => publishedNewsAttachments(db, id),
  policy: ({ db }, id) => policyAttachments(db, id),
  call: ({ db }, id) => callAttachments(db, id),
};

/**
 * The download of the publications' attachments (issue 5): GET <base>/web/attachment/<kind>/<owner
 * id>/<n>.pdf, the seeded attachments' files, a binary response outside the JSON contract (spec §8
 * "blob responses").
 */
export async function attachmentsRoutes(app: FastifyInstance, domain: DomainContext) {
  app.get<{ Params: { kind: string; id: string; file: string } }>(`${API_BASE_PATH}/web/attachment/:kind/:id/:file`, async (request, reply) => {
    const { kind, id, file } = request.params;
    const n = FILE.exec(file)?.[1];
    if (!(ATTACHMENT_KINDS as readonly string[]).includes(kind) || !ID.test(id) || !n) throw ERR.badRequest('参数错误：附件地址不正确');
    const url = attachmentUrl(kind as AttachmentKind, id, Number(n));
    const attachment = (await ATTACHMENTS_OF[kind as AttachmentKind](domain, id))?.find((item) => item.url === url);
    if (!attachment) throw ERR.notFound('附件不存在或已删除');
    const pdf = renderAttachmentPdf(attachment.name);
    const fallback = `attachment-${id}-${n}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
