import { EXPIRY_NOTICE_DAYS } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { notify } from '@portal/server-notifications';
import { paths } from '@portal/site-config';

const DAY = 86_400_000;

/** Beijing date of an instant, e.g. 2026-12-01. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Tells each holder of an authorization that ends within EXPIRY_NOTICE_DAYS, once (issue 22). Each is
 * marked with a conditional UPDATE in the transaction that stores its notice, so several nodes
 * sweeping at once notify once. Returns how many were notified.
 */
export async function noticeExpiringAuthorizations(ctx: DomainContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('authorizations as z')
    .innerJoin('data_use_applications as a', 'a.id', 'z.application_id')
    .innerJoin('data_resources as r', 'r.id', 'z.resource_id')
    .select(['z.id', 'z.ends_at', 'a.applicant_user_id', 'r.name as resource_name'])
    .where('z.status', '=', 'active')
    .where('z.expiry_notified_at', 'is', null)
    .where('z.ends_at', '>', now)
    .where('z.ends_at', '<=', now + EXPIRY_NOTICE_DAYS * DAY)
    .orderBy('z.ends_at')
    .limit(500)
    .execute();
  let notified = 0;
  for (const row of due) {
    const taken = await ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('authorizations')
        .set({ expiry_notified_at: now })
        .where('id', '=', row.id)
        .where('expiry_notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await notify(
        trx,
        row.applicant_user_id,
        {
          kind: 'authorization.expiring',
          title: '数据使用授权即将到期',
          body: `贵单位对“${row.resource_name}”的数据使用授权将于 ${beijingDay(Number(row.ends_at))} 到期，到期后接口调用将被拒绝；如需继续使用，请重新提交申请。`,
          link: paths.workspace.dataUseMine.href('authorizations'),
          dedupeKey: `expiry:${row.id}`,
        },
        now,
      );
      return true;
    });
    if (taken) notified += 1;
  }
  return notified;
}
