import type { FastifyError, FastifyInstance } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { HttpError } from '@portal/server-core';

/** `参数错误：body.account 账号至少3个字符` — names the field, in Chinese. */
export function describeZodError(error: $ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = [where, ...issue.path.map(String)].join('.');
  const text = issue.code === 'unrecognized_keys' ? `不支持的字段 ${issue.keys.join(', ')}` : issue.message;
  return `参数错误：${field} ${text}`;
}

/** Tags a ZodError with the part of the request it came from. */
export class RequestValidationError extends Error {
  constructor(
    readonly zod: $ZodError,
    readonly where: 'query' | 'body' | 'params',
  ) {
    super(describeZodError(zod, where));
  }
}

/** PostgreSQL SQLSTATEs of a server that is going away, starting or out of connections. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const NETWORK_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether an error says the database cannot be reached or is busy (not that a query is wrong):
 * PostgreSQL down, restarting or refusing connections, a connection that broke, or SQLite's file
 * locked by another writer past the busy timeout (issue 12: fault suite).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    (PG_UNAVAILABLE.has(code) || NETWORK_UNAVAILABLE.has(code) || code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED')
  ) {
    return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database is locked/i.test(message);
}

/**
 * Every error becomes the spec envelope; no stack trace or internal message
 * leaves the server (it is logged with the request id instead).
 */
export function errorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ code: error.code, msg: error.message, data: null });
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send({ code: 4000, msg: error.message, data: null });
    }
    // Any zod failure: classic zod's ZodError, or the core error a zod/mini schema's own parse throws
    // (the contract's schemas are zod/mini, issue 13).
    if (error instanceof $ZodError) {
      // A response that does not match the contract is our bug, not the caller's.
      request.log.error({ err: error }, 'response failed the contract');
      return reply.code(500).send({ code: 5000, msg: '服务器内部错误', data: null });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was done (the statement did not reach the database, or its transaction rolled
      // back); the client may try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ code: 5032, msg: '数据服务暂时不可用，请稍后重试', data: null });
    }
    const fastifyError = error as FastifyError;
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ code: 4130, msg: '请求内容过大', data: null });
      case 'FST_REQ_FILE_TOO_LARGE':
        // A multipart file over its limit (spec §8: the client shows this message under HTTP 413).
        return reply.code(413).send({ code: 4130, msg: '文件大小超过限制，请重新选择', data: null });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ code: 4000, msg: '参数错误：请求体不是有效的 JSON', data: null });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ code: 4150, msg: '不支持的请求内容类型', data: null });
      default:
        break;
    }
    if (fastifyError.statusCode === 429) {
      return reply.code(429).send({ code: 4290, msg: '请求过于频繁，请稍后再试', data: null });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.code(fastifyError.statusCode).send({ code: 4000, msg: '请求无效', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 5000, msg: '服务器内部错误', data: null });
  });
}
