import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_FILE_PURPOSES,
  ADMIN_UPLOAD_RIGHTS,
  API_BASE_PATH,
  FILE_DOWNLOAD_PATH,
  FILE_PURPOSE_FIELD,
  FILE_TOO_LARGE_MESSAGE,
  FILE_UPLOAD_FIELD,
  FILE_UPLOAD_PATHS,
  MAX_UPLOAD_BYTES,
  SECOND_FILE_PURPOSES,
  ok,
  uploadedFileSchema,
  type AdminFilePurpose,
  type FilePurpose,
} from '@portal/api-contract';
import { hasRight } from '@portal/server-identity';
import type { User } from '@portal/server-db';
import { ERR, HttpError } from '@portal/server-core';
import type { FilesService } from '@portal/server-files';
import { recordDownload, type UsageCounter } from '@portal/server-analytics';

export interface FilesRoutesOptions {
  files: FilesService;
  /** Issue 18: public downloads are counted. */
  counter: UsageCounter;
  siteCodeOf: (request: FastifyRequest) => string;
}

const ID = /^[a-z][a-z0-9_]{1,40}$/;

/** Reads the one file (and the allowed text fields) of a multipart upload, within the size limit. */
async function readUpload(request: FastifyRequest, allowedFields: readonly string[]) {
  if (!request.isMultipart()) throw ERR.badRequest('参数错误：请以 multipart/form-data 上传文件');
  let file: { name: string; content: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: allowedFields.length, parts: allowedFields.length + 2 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_UPLOAD_FIELD) throw ERR.badRequest(`参数错误：文件应放在字段 ${FILE_UPLOAD_FIELD} 中`);
        file = { name: part.filename, content: await part.toBuffer() };
      } else {
        if (!allowedFields.includes(part.fieldname)) throw ERR.badRequest(`参数错误：不支持的字段 ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ERR.tooLarge(FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw ERR.badRequest('参数错误：一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw ERR.badRequest('参数错误：上传表单包含不支持的字段');
    request.log.warn({ err: error }, 'multipart upload failed');
    throw ERR.badRequest('参数错误：上传内容不完整，请重新选择文件');
  }
  if (!file) throw ERR.badRequest(`参数错误：请选择要上传的文件（字段 ${FILE_UPLOAD_FIELD}）`);
  return { ...file, fields };
}

/**
 * Files (issue 6, spec §8): multipart uploads outside the JSON contract (its constants are in
 * libs/api-contract files.ts) and the download of a stored file with the server's authorisation.
 * Authorisation comes before the body is read; the upload's checks before anything is written.
 */
export async function filesRoutes(app: FastifyInstance, { files, counter, siteCodeOf }: FilesRoutesOptions) {
  async function caller(request: FastifyRequest, type: User['user_type']): Promise<User> {
    const user = await request.actor();
    if (user.user_type !== type) throw ERR.forbidden();
    return user;
  }

  // Corporations: attachments of their applications, or (purpose response, issue 21 §10c) the file of a call response.
  app.post(`${API_BASE_PATH}${FILE_UPLOAD_PATHS.second}`, async (request) => {
    const user = await caller(request, 'second');
    if (!user.org_id) throw ERR.forbidden('仅法人用户可以上传附件');
    await files.takeUploadSlot(user);
    const upload = await readUpload(request, [FILE_PURPOSE_FIELD]);
    const purpose = upload.fields[FILE_PURPOSE_FIELD] ?? 'application';
    if (!(SECOND_FILE_PURPOSES as readonly string[]).includes(purpose)) {
      throw ERR.badRequest(`参数错误：${FILE_PURPOSE_FIELD} 应为 ${SECOND_FILE_PURPOSES.join(' 或 ')}`);
    }
    return ok(
      uploadedFileSchema.parse(await files.store({ user, purpose: purpose as FilePurpose, orgId: user.org_id, name: upload.name, content: upload.content })),
    );
  });

  // Admins: entry templates, announcement attachments or content wall images (form field `purpose`),
  // each with the right of the page that attaches it (issue 18).
  app.post(`${API_BASE_PATH}${FILE_UPLOAD_PATHS.primary}`, async (request) => {
    const user = await caller(request, 'admin');
    // Someone with none of the rights never gets to send a body.
    if (!ADMIN_FILE_PURPOSES.some((candidate) => hasRight(user, ADMIN_UPLOAD_RIGHTS[candidate]))) throw ERR.forbidden('您没有上传文件的权限');
    await files.takeUploadSlot(user);
    const upload = await readUpload(request, [FILE_PURPOSE_FIELD]);
    const purpose = upload.fields[FILE_PURPOSE_FIELD];
    if (!(ADMIN_FILE_PURPOSES as readonly string[]).includes(purpose ?? '')) {
      throw ERR.badRequest(`参数错误：${FILE_PURPOSE_FIELD} 应为 ${ADMIN_FILE_PURPOSES.join('、')} 之一`);
    }
    if (!hasRight(user, ADMIN_UPLOAD_RIGHTS[purpose as AdminFilePurpose])) throw ERR.forbidden('您没有上传该类文件的权限');
    return ok(uploadedFileSchema.parse(await files.store({ user, purpose: purpose as FilePurpose, orgId: null, name: upload.name, content: upload.content })));
  });

  // GET <base>/web/file/<id>: the bytes, as an attachment, never rendered inline.
  app.get<{ Params: { id: string } }>(`${API_BASE_PATH}${FILE_DOWNLOAD_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    if (!ID.test(id)) throw ERR.badRequest('参数错误：文件编号格式不正确');
    const file = await files.forDownload(id, () => request.actor());
    recordDownload(counter, siteCodeOf(request), file);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', file.purpose === 'template' || file.purpose === 'wall-image' ? 'public, max-age=300' : 'private, no-store')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
}
