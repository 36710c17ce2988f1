import type { Kysely } from 'kysely';
import {
  ANNOUNCE_RIGHT,
  STAGE_STATUS,
  emptyStatusCounts,
  type ApplicationAction,
  type ApplicationStatus,
  type PrimaryHome,
  type UserDetail,
  type WorkerHome,
} from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { maskPhone } from '@portal/server-identity';
import { ERR } from '@portal/server-core';
import { hasRight } from './announcements.service';
import { iso } from '@portal/server-core';


/**
 * The workspace homes and the second-level user detail (issue 6). Read-only; who may see
 * what is decided here: a corporation sees its own detail; an admin any corporation's; a
 * reviewer only those of corporations that submitted an application in one of their domains
 * (the others answer 4011, as their applications do).
 */
export function createWorkspaceViews(db: Kysely<Database>) {
  async function reviewerDomains(user: User) {
    return db
      .selectFrom('reviewer_domains as r')
      .innerJoin('data_domains as d', 'd.id', 'r.domain_id')
      .select(['d.id', 'd.name'])
      .where('r.user_id', '=', user.id)
      .orderBy('d.sort_order')
      .execute();
  }

  /**
   * A corporation's detail. `viewer` is the staff member asking (undefined: the corporation
   * itself): staff see the latest application they may open — submitted, and for a reviewer in
   * one of their domains — never a draft or another domain's (issue 12 §10).
   */
  async function corporationDetail(userId: string, orgId: string, viewer?: User): Promise<UserDetail> {
    const org = await db.selectFrom('organisations').selectAll().where('id', '=', orgId).executeTakeFirst();
    if (!org) throw ERR.notFound('法人单位不存在');
    let applications = db
      .selectFrom('domain_applications as a')
      .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
      .select(['a.id', 'a.contact_name', 'a.contact_phone', 'a.status', 'a.updated_at', 'd.id as domain_id', 'd.name as domain_name'])
      .where('a.org_id', '=', orgId);
    if (viewer) applications = applications.where('a.submitted_at', 'is not', null);
    if (viewer?.user_type === 'user') {
      applications = applications.where('a.domain_id', 'in', (eb) => eb.selectFrom('reviewer_domains as r').select('r.domain_id').where('r.user_id', '=', viewer.id));
    }
    const [latest, accounts] = await Promise.all([
      applications
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id')
        .limit(1)
        .executeTakeFirst(),
      db.selectFrom('users').select(['id', 'account', 'name', 'phone', 'enabled', 'user_type']).where('org_id', '=', orgId).orderBy('account').execute(),
    ]);
    return {
      userId,
      corporation: { id: org.id, name: org.name, creditCode: org.credit_code, legalPerson: org.legal_person, address: org.address, createdAt: iso(org.created_at) },
      contact: latest
        ? {
            name: latest.contact_name,
            phone: latest.contact_phone,
            application: { id: latest.id, domain: { id: latest.domain_id, name: latest.domain_name }, status: latest.status, updatedAt: iso(latest.updated_at) },
          }
        : null,
      accounts: accounts.map((row) => ({ id: row.id, account: row.account, name: row.name, maskedPhone: maskPhone(row.phone), enabled: Number(row.enabled) === 1, type: row.user_type })),
    };
  }

  async function recentDecisions(actor: User): Promise<PrimaryHome['recentDecisions']> {
    const rows = await db
      .selectFrom('application_transitions as t')
      .innerJoin('domain_applications as a', 'a.id', 't.application_id')
      .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
      .select(['t.id', 't.action', 't.stage', 't.to_status', 't.opinion', 't.at', 'a.id as application_id', 'a.org_id', 'a.company_name', 'd.id as domain_id', 'd.name as domain_name'])
      .where('t.actor_user_id', '=', actor.id)
      .orderBy('t.at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(10)
      .execute();
    return rows.map((row) => ({
      application: { id: row.application_id, domain: { id: row.domain_id, name: row.domain_name }, corporation: { id: row.org_id, name: row.company_name } },
      action: row.action as ApplicationAction,
      stage: row.stage,
      toStatus: row.to_status as ApplicationStatus,
      opinion: row.opinion,
      at: iso(row.at),
    }));
  }

  const countOf = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);

  return {
    /** Staff: a corporation account's detail (reviewers: only corporations that applied in their domains). */
    async forStaff(actor: User, userId: string): Promise<UserDetail> {
      const target = await db.selectFrom('users').select(['id', 'org_id', 'user_type']).where('id', '=', userId).executeTakeFirst();
      if (!target || target.user_type !== 'second' || target.org_id === null) throw ERR.notFound('用户不存在');
      if (actor.user_type === 'user') {
        const seen = await db
          .selectFrom('domain_applications as a')
          .innerJoin('reviewer_domains as r', 'r.domain_id', 'a.domain_id')
          .select('a.id')
          .where('r.user_id', '=', actor.id)
          .where('a.org_id', '=', target.org_id)
          .where('a.submitted_at', 'is not', null)
          .limit(1)
          .executeTakeFirst();
        if (!seen) throw ERR.notFound('用户不存在');
      }
      return corporationDetail(target.id, target.org_id, actor);
    },

    /** A corporation account: its own detail. */
    async own(actor: User): Promise<UserDetail> {
      if (actor.user_type !== 'second' || !actor.org_id) throw ERR.forbidden('仅法人用户可以查看');
      return corporationDetail(actor.id, actor.org_id);
    },

    async primaryHome(actor: User): Promise<PrimaryHome> {
      if (actor.user_type === 'second') throw ERR.forbidden();
      const decisions = await recentDecisions(actor);
      if (actor.user_type === 'user') {
        const domains = await reviewerDomains(actor);
        const firstReview = domains.length
          ? await countOf(
              db
                .selectFrom('domain_applications')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('status', '=', STAGE_STATUS.first)
                .where(
                  'domain_id',
                  'in',
                  domains.map((domain) => domain.id),
                )
                .executeTakeFirst(),
            )
          : 0;
        return { userType: 'user', domains, todo: { firstReview, finalReview: null, announcementDrafts: null, entry: null }, recentDecisions: decisions };
      }
      const [finalReview, drafts, entries, domainCount] = await Promise.all([
        countOf(db.selectFrom('domain_applications').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', STAGE_STATUS.final).executeTakeFirst()),
        countOf(
          db
            .selectFrom('news')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('category', '=', 'announcement')
            .where('status', '=', 'draft')
            .executeTakeFirst(),
        ),
        countOf(db.selectFrom('domain_entry_configs').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirst()),
        countOf(db.selectFrom('data_domains').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
      ]);
      return {
        userType: 'admin',
        domains: [],
        todo: {
          firstReview: null,
          finalReview,
          announcementDrafts: hasRight(actor, ANNOUNCE_RIGHT) ? drafts : null,
          // A domain without an entry configuration is closed.
          entry: { open: entries, closed: domainCount - entries },
        },
        recentDecisions: decisions,
      };
    },

    async workerHome(actor: User): Promise<WorkerHome> {
      if (actor.user_type !== 'second' || !actor.org_id) throw ERR.forbidden('仅法人用户可以查看');
      const orgId = actor.org_id;
      const [org, byStatus, latest, open, announcements] = await Promise.all([
        db.selectFrom('organisations').select(['id', 'name']).where('id', '=', orgId).executeTakeFirstOrThrow(),
        db.selectFrom('domain_applications').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('org_id', '=', orgId).groupBy('status').execute(),
        db
          .selectFrom('domain_applications as a')
          .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
          .select(['a.id', 'a.status', 'a.updated_at', 'd.id as domain_id', 'd.name as domain_name'])
          .where('a.org_id', '=', orgId)
          .orderBy('a.updated_at', 'desc')
          .orderBy('a.id')
          .limit(5)
          .execute(),
        db
          .selectFrom('domain_entry_configs as c')
          .select([
            (eb) => eb.fn.countAll<number>().as('n'),
            (eb) =>
              eb.fn
                .sum<number>(
                  eb
                    .case()
                    .when(
                      eb.exists(
                        eb
                          .selectFrom('domain_applications as a')
                          .select('a.id')
                          .whereRef('a.domain_id', '=', 'c.domain_id')
                          .where('a.org_id', '=', orgId)
                          .where('a.status', '<>', 'withdrawn'),
                      ),
                    )
                    .then(0)
                    .else(1)
                    .end(),
                )
                .as('free'),
          ])
          .where('c.status', '=', 'open')
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(['id', 'title', 'published_at'])
          .where('category', '=', 'announcement')
          .where('status', '=', 'published')
          .orderBy('published_at', 'desc')
          .orderBy('id')
          .limit(5)
          .execute(),
      ]);
      const counts = emptyStatusCounts();
      for (const row of byStatus) counts[row.status] = Number(row.n);
      return {
        corporation: { id: org.id, name: org.name },
        applications: {
          byStatus: counts,
          total: Object.values(counts).reduce((sum, n) => sum + n, 0),
          latest: latest.map((row) => ({ id: row.id, domain: { id: row.domain_id, name: row.domain_name }, status: row.status, updatedAt: iso(row.updated_at) })),
        },
        openDomains: { total: Number(open?.n ?? 0), toApply: Number(open?.free ?? 0) },
        announcements: announcements.map((row) => ({ id: row.id, title: row.title, publishedAt: iso(row.published_at) })),
      };
    },
  };
}

export type WorkspaceViews = ReturnType<typeof createWorkspaceViews>;
