import type { Kysely } from 'kysely';
import {
  EDITABLE_STATUSES,
  STAGE_STATUS,
  WITHDRAWABLE_STATUSES,
  type ApplicationDetail,
  type ApplicationListData,
  type ApplicationStatus,
  type EntryConfig,
  type ReviewListQuery,
  type FileAttachment,
  type TemplateFile,
  fileUrl,
} from '@portal/api-contract';
import type { Database, DomainApplication, User } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import type { ApplicationWithTrail } from './onboarding.service';
import { iso } from '@portal/server-core';

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/**
 * The read side of onboarding (issue 6): applications as the contract shows them,
 * the lists each role may see, and the domains' entry configuration. Writes go
 * through the onboarding service only.
 */
export function createOnboardingViews(db: Kysely<Database>) {
  const names = async (application: Pick<DomainApplication, 'domain_id'>) =>
    (await db.selectFrom('data_domains').select('name').where('id', '=', application.domain_id).executeTakeFirst())?.name ?? '';

  async function reviewerDomains(user: User): Promise<string[]> {
    return (await db.selectFrom('reviewer_domains').select('domain_id').where('user_id', '=', user.id).execute()).map((row) => row.domain_id);
  }

  /** What the caller may do now; the service checks again when they do it. */
  async function can(actor: User, application: DomainApplication): Promise<ApplicationDetail['can']> {
    const own = actor.user_type === 'second' && actor.org_id === application.org_id;
    let review: ApplicationDetail['can']['review'] = null;
    if (actor.user_type === 'admin' && application.status === STAGE_STATUS.final) review = 'final';
    if (actor.user_type === 'user' && application.status === STAGE_STATUS.first && (await reviewerDomains(actor)).includes(application.domain_id)) review = 'first';
    return {
      edit: own && EDITABLE_STATUSES.includes(application.status),
      submit: own && EDITABLE_STATUSES.includes(application.status),
      withdraw: own && WITHDRAWABLE_STATUSES.includes(application.status),
      review,
    };
  }

  function summary(row: DomainApplication, domainName: string) {
    return {
      id: row.id,
      domain: { id: row.domain_id, name: domainName },
      corporation: { id: row.org_id, name: row.company_name },
      status: row.status,
      round: Number(row.round),
      version: Number(row.version),
      submittedAt: isoOrNull(row.submitted_at === null ? null : Number(row.submitted_at)),
      updatedAt: iso(Number(row.updated_at)),
    };
  }

  async function page(
    where: (q: ReturnType<typeof base>) => ReturnType<typeof base>,
    paging: { page: number; pageSize: number },
    order: 'updated' | 'submitted',
  ): Promise<ApplicationListData> {
    const filtered = where(base());
    const [rows, total] = await Promise.all([
      filtered
        .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
        .selectAll('a')
        .select('d.name as domain_name')
        .orderBy(order === 'submitted' ? 'a.submitted_at' : 'a.updated_at', order === 'submitted' ? 'asc' : 'desc')
        .orderBy('a.id')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map(({ domain_name, ...row }) => summary(row as DomainApplication, domain_name)),
      total: Number(total.n),
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }
  const base = () => db.selectFrom('domain_applications as a');

  async function attachments(applicationId: string): Promise<FileAttachment[]> {
    const rows = await db
      .selectFrom('application_files as af')
      .innerJoin('stored_files as f', 'f.id', 'af.file_id')
      .select(['f.id', 'f.name', 'f.size_bytes', 'f.content_type'])
      .where('af.application_id', '=', applicationId)
      .orderBy('af.position')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, sizeBytes: Number(row.size_bytes), contentType: row.content_type, url: fileUrl(row.id) }));
  }

  /** Template files of every domain (or one), in order. */
  async function templatesBy(domainId?: string): Promise<Map<string, TemplateFile[]>> {
    let query = db
      .selectFrom('entry_template_files as t')
      .innerJoin('stored_files as f', 'f.id', 't.file_id')
      .select(['t.domain_id', 'f.id', 'f.name', 'f.size_bytes'])
      .orderBy('t.domain_id')
      .orderBy('t.position');
    if (domainId) query = query.where('t.domain_id', '=', domainId);
    const byDomain = new Map<string, TemplateFile[]>();
    for (const row of await query.execute()) {
      const list = byDomain.get(row.domain_id) ?? [];
      list.push({ id: row.id, name: row.name, sizeBytes: Number(row.size_bytes), url: fileUrl(row.id) });
      byDomain.set(row.domain_id, list);
    }
    return byDomain;
  }

  return {
    async detail(actor: User, { application, transitions }: ApplicationWithTrail): Promise<ApplicationDetail> {
      return {
        ...summary(application, await names(application)),
        applicantUserId: application.applicant_user_id,
        company: { name: application.company_name, creditCode: application.credit_code, legalPerson: application.legal_person, address: application.address },
        contactName: application.contact_name,
        contactPhone: application.contact_phone,
        scenario: application.scenario,
        dataUse: application.data_use,
        createdAt: iso(Number(application.created_at)),
        decidedAt: isoOrNull(application.decided_at === null ? null : Number(application.decided_at)),
        timeline: transitions.map((row) => ({
          version: Number(row.version),
          round: Number(row.round),
          action: row.action,
          fromStatus: (row.from_status as ApplicationStatus | null) ?? null,
          toStatus: row.to_status as ApplicationStatus,
          stage: row.stage,
          actor: { name: row.actor_name, type: row.actor_type },
          opinion: row.opinion,
          at: iso(Number(row.at)),
        })),
        attachments: await attachments(application.id),
        can: await can(actor, application),
      };
    },

    /** The corporation's own applications, newest change first. */
    mine(actor: User, query: { page: number; pageSize: number; status?: ApplicationStatus | undefined }) {
      if (!actor.org_id) throw ERR.forbidden('仅法人用户可以查看入驻申请');
      const orgId = actor.org_id;
      return page((q) => (query.status ? q.where('a.org_id', '=', orgId).where('a.status', '=', query.status) : q.where('a.org_id', '=', orgId)), query, 'updated');
    },

    /** A review queue: a reviewer's domains at the first stage, everything at the final stage for admins. */
    async queue(actor: User, query: ReviewListQuery): Promise<ApplicationListData> {
      if (query.stage === 'first' && actor.user_type !== 'user') throw ERR.forbidden('初审由领域审核人员办理');
      if (query.stage === 'final' && actor.user_type !== 'admin') throw ERR.forbidden('终审由平台管理员办理');
      const domains = query.stage === 'first' ? await reviewerDomains(actor) : undefined;
      const status = query.status ?? STAGE_STATUS[query.stage];
      return page(
        (q) => {
          // Issue 12 §10: staff lists hold submitted applications only, whatever status is asked for.
          let filtered = q.where('a.status', '=', status).where('a.submitted_at', 'is not', null);
          if (domains) filtered = filtered.where('a.domain_id', 'in', domains.length > 0 ? domains : ['']);
          if (query.domain) filtered = filtered.where('a.domain_id', '=', query.domain);
          return filtered;
        },
        query,
        query.status ? 'updated' : 'submitted',
      );
    },

    /** Every domain with its entry status and the corporation's live application there. */
    async domainOptions(actor: User) {
      const [domains, configs, mine] = await Promise.all([
        db.selectFrom('data_domains').select(['id', 'name', 'description']).orderBy('sort_order').execute(),
        db.selectFrom('domain_entry_configs').select(['domain_id', 'status']).execute(),
        db.selectFrom('domain_applications').select(['id', 'domain_id', 'status']).where('org_id', '=', actor.org_id ?? '').where('status', '<>', 'withdrawn').execute(),
      ]);
      const status = new Map(configs.map((row) => [row.domain_id, row.status]));
      const live = new Map(mine.map((row) => [row.domain_id, { id: row.id, status: row.status }]));
      return domains.map((domain) => ({ domain, status: status.get(domain.id) ?? ('closed' as const), application: live.get(domain.id) ?? null }));
    },

    async entryConfigs(): Promise<EntryConfig[]> {
      const templates = await templatesBy();
      const rows = await db
        .selectFrom('data_domains as d')
        .leftJoin('domain_entry_configs as c', 'c.domain_id', 'd.id')
        .select(['d.id', 'd.name', 'c.status', 'c.description', 'c.updated_at'])
        .orderBy('d.sort_order')
        .execute();
      return rows.map((row) => ({
        domain: { id: row.id, name: row.name },
        status: row.status ?? 'closed',
        description: row.description ?? '',
        updatedAt: row.updated_at === null ? null : iso(Number(row.updated_at)),
        templates: templates.get(row.id) ?? [],
      }));
    },

    /** A domain's entry template files (issue 6, /second/entry/file-list). */
    async entryFiles(domainId: string): Promise<TemplateFile[]> {
      const domain = await db.selectFrom('data_domains').select('id').where('id', '=', domainId).executeTakeFirst();
      if (!domain) throw ERR.notFound('数据领域不存在');
      return (await templatesBy(domainId)).get(domainId) ?? [];
    },

    async entryConfig(domainId: string): Promise<EntryConfig> {
      const config = (await this.entryConfigs()).find((row) => row.domain.id === domainId);
      if (!config) throw ERR.notFound('数据领域不存在');
      return config;
    },
  };
}

export type OnboardingViews = ReturnType<typeof createOnboardingViews>;
