import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { CATALOGUE_DOMAINS } from './seed-catalogue';
import { REVIEWER_DOMAINS } from './seed-shared';

/** Domains that take applications in the demo data (the rest are closed). */
export const OPEN_DOMAIN_COUNT = 8;

export interface SeedOnboardingResult {
  seeded: boolean;
  openDomains: number;
  reviewerDomains: number;
}

/**
 * Issue 6 demo data: the entry configuration of every domain (the first eight open)
 * and the reviewers' domains. Written once (skipped when entry configs exist).
 */
export async function seedOnboarding(db: Kysely<Database>, { now }: { now: number }): Promise<SeedOnboardingResult> {
  const nothing = { seeded: false, openDomains: 0, reviewerDomains: 0 };
  if (await db.selectFrom('domain_entry_configs').select('domain_id').limit(1).executeTakeFirst()) return nothing;
  const domains = await db.selectFrom('data_domains').select(['id', 'sort_order']).orderBy('sort_order').execute();
  if (domains.length === 0) return nothing;
  const open = new Set(domains.slice(0, OPEN_DOMAIN_COUNT).map((domain) => domain.id));
  const describe = (id: string) => CATALOGUE_DOMAINS.find((domain) => domain.id === id)?.name ?? '';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('domain_entry_configs')
      .values(
        domains.map((domain) => ({
          domain_id: domain.id,
          status: open.has(domain.id) ? ('open' as const) : ('closed' as const),
          description: open.has(domain.id)
            ? `面向具备数据治理与安全保障能力的法人单位，开放${describe(domain.id)}领域公共数据授权运营入驻申请。`
            : `${describe(domain.id)}领域暂未开放入驻申请。`,
          updated_by: null,
          updated_at: now,
        })),
      )
      .execute();
    const users = new Set((await trx.selectFrom('users').select('id').execute()).map((user) => user.id));
    const assignments = REVIEWER_DOMAINS.filter((row) => users.has(row.userId) && domains.some((domain) => domain.id === row.domainId));
    if (assignments.length > 0) {
      await trx
        .insertInto('reviewer_domains')
        .values(assignments.map((row) => ({ user_id: row.userId, domain_id: row.domainId })))
        .execute();
    }
  });
  return { seeded: true, openDomains: open.size, reviewerDomains: REVIEWER_DOMAINS.length };
}

/**
 * Issue 22: a domain reviewer also decides first on applications to use the resources of their
 * domain's departments. Idempotent (present rows are kept), so a database seeded earlier gets them.
 */
export async function seedReviewerDepartments(db: Kysely<Database>): Promise<number> {
  const users = new Set((await db.selectFrom('users').select('id').execute()).map((user) => user.id));
  const departments = new Set((await db.selectFrom('departments').select('id').execute()).map((department) => department.id));
  const rows = REVIEWER_DOMAINS.filter((row) => users.has(row.userId)).flatMap((row) =>
    (CATALOGUE_DOMAINS.find((domain) => domain.id === row.domainId)?.departments ?? [])
      .filter((department) => departments.has(department))
      .map((department) => ({ user_id: row.userId, department_id: department })),
  );
  if (rows.length === 0) return 0;
  await db
    .insertInto('reviewer_departments')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return rows.length;
}
