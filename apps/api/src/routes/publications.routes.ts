import type { FastifyInstance } from 'fastify';
import { API, API_BASE_PATH } from '@portal/api-contract';
import { ATTACHMENT_KINDS, attachmentUrl, renderAttachmentPdf, type AttachmentKind, type User } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { contractRoute } from '../http/contract-route';
import { createContentWallRepository } from '../services/content-wall.repository';
import { createPublicationsRepository } from '../services/publications.repository';

const ID = /^[a-z][a-z0-9_]{1,40}$/;
const FILE = /^([1-9]\d?)\.pdf$/;

/**
 * News, policies, calls for collection (with the corporations' responses), the static pages,
 * the home content wall (issue 5, spec §2/§7), and the download of the publications'
 * attachments (a binary response outside the JSON contract, spec §8 "blob responses").
 */
export async function publicationsRoutes(app: FastifyInstance, { db, now }: DomainContext) {
  const publications = createPublicationsRepository(db, now);
  const wall = createContentWallRepository(db);

  contractRoute(app, API.content.wall, async () => wall.wall());

  contractRoute(app, API.news.list, async ({ query }) => publications.listNews(query));
  contractRoute(app, API.news.detail, async ({ query }) => {
    const news = await publications.news(query.id);
    if (!news) throw ERR.notFound('该动态不存在或已下线');
    return news;
  });

  contractRoute(app, API.policies.list, async ({ query }) => publications.listPolicies(query));
  contractRoute(app, API.policies.detail, async ({ query }) => {
    const policy = await publications.policy(query.id);
    if (!policy) throw ERR.notFound('该政策文件不存在或已下线');
    return policy;
  });

  contractRoute(app, API.calls.list, async ({ query }) => publications.listCalls(query));
  contractRoute(app, API.calls.detail, async ({ query }) => {
    const call = await publications.call(query.id);
    if (!call) throw ERR.notFound('该征集不存在或已下线');
    return call;
  });

  const orgOf = (user: User) => {
    if (!user.org_id) throw ERR.forbidden('仅法人用户可以响应征集');
    return user.org_id;
  };

  contractRoute(app, API.calls.myResponse, async ({ query, user }) => {
    const orgId = orgOf(user);
    if (!(await publications.call(query.callId))) throw ERR.notFound('该征集不存在或已下线');
    return publications.response(query.callId, orgId);
  });

  contractRoute(app, API.calls.myResponses, async ({ query, user }) => publications.myResponses(orgOf(user), query));

  contractRoute(app, API.calls.respond, async ({ body, user }) => {
    const result = await publications.respond({ ...body, orgId: orgOf(user), userId: user.id });
    if (result === 'missing') throw ERR.notFound('该征集不存在或已下线');
    if (result === 'closed') throw ERR.conflict('该征集已截止，无法提交响应');
    if (result === 'file') throw ERR.badRequest('参数错误：body.fileId 不是本单位上传的反馈附件，请重新上传');
    return result;
  });

  contractRoute(app, API.pages.detail, async ({ query }) => {
    const page = await publications.page(query.slug);
    if (!page) throw ERR.notFound('页面不存在');
    return page;
  });

  // GET <base>/web/attachment/<kind>/<owner id>/<n>.pdf: the seeded attachments' files.
  app.get<{ Params: { kind: string; id: string; file: string } }>(`${API_BASE_PATH}/web/attachment/:kind/:id/:file`, async (request, reply) => {
    const { kind, id, file } = request.params;
    const n = FILE.exec(file)?.[1];
    if (!(ATTACHMENT_KINDS as readonly string[]).includes(kind) || !ID.test(id) || !n) throw ERR.badRequest('参数错误：附件地址不正确');
    const url = attachmentUrl(kind as AttachmentKind, id, Number(n));
    const attachment = (await publications.attachmentsOf(kind as AttachmentKind, id))?.find((item) => item.url === url);
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
