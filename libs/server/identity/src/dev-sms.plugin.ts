import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@portal/server-db';
import { loopbackOnly } from './loopback';

export interface DevSmsOutboxPluginOptions {
  db: Kysely<Database>;
  /** Where the outbox is mounted. Default `/dev`. */
  prefix?: string;
}

export interface DevSmsOutboxItem {
  phone: string;
  body: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;

const querySchema = z.object({
  phone: z
    .string({ error: '须为 11 位手机号码' })
    .regex(/^\d{11}$/, '须为 11 位手机号码')
    .optional(),
  limit: z
    .string({ error: `须为 1–${OUTBOX_MAX_LIMIT} 的整数` })
    .regex(/^\d{1,3}$/, `须为 1–${OUTBOX_MAX_LIMIT} 的整数`)
    .transform(Number)
    .pipe(z.number().int().min(1, `须为 1–${OUTBOX_MAX_LIMIT} 的整数`).max(OUTBOX_MAX_LIMIT, `须为 1–${OUTBOX_MAX_LIMIT} 的整数`))
    .default(OUTBOX_DEFAULT_LIMIT),
});

/**
 * GET /dev/sms-outbox?phone=…&limit=…: what the dev SMS adapter "sent", newest
 * first, in the spec envelope. A development tool: never mounted in production.
 */
export async function devSmsOutboxPlugin(app: FastifyInstance, options: DevSmsOutboxPluginOptions): Promise<void> {
  if (options.prefix === undefined) {
    await app.register(outboxRoutes, { ...options, prefix: '/dev' });
    return;
  }
  await outboxRoutes(app, options);
}

async function outboxRoutes(app: FastifyInstance, { db }: DevSmsOutboxPluginOptions): Promise<void> {
  loopbackOnly(app);
  app.get('/sms-outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = querySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'query';
      return reply.code(400).send({ code: 4000, msg: `参数错误：${field} ${issue?.message ?? ''}`.trim(), data: null });
    }
    const { phone, limit } = parsed.data;
    let query = db.selectFrom('dev_sms_outbox').select(['phone', 'body', 'created_at']);
    if (phone) query = query.where('phone', '=', phone);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    const data: DevSmsOutboxItem[] = rows.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.created_at }));
    return { code: 0, msg: 'ok', data };
  });
}
