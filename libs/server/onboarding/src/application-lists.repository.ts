import type { Kysely, SelectQueryBuilder } from 'kysely';
import { fileUrl, type ApplicationListData, type ApplicationStatus, type ApplicationSummary, type FileAttachment } from '@portal/api-contract';
import type { Database, DomainApplication } from '@portal/server-db';
import { iso, isoOrNull } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { applicationFileIds } from './onboarding.repository';

/** Which applications a list holds (every given condition applies). */
export interface ApplicationFilter {
  orgId?: string;
  status?: ApplicationStatus;
  /** Submitted at some time (issue 12 §10: staff lists hold submitted applications only). */
  submittedOnly?: boolean;
  /** One of these domains (none: nothing). */
  domainIds?: readonly string[];
  domainId?: string;
}

type WithA = Database & { a: Database['domain_applications'] };
type ApplicationQuery = SelectQueryBuilder<WithA, 'a', object>;

/** An application as lists show it. */
export function applicationSummary(row: DomainApplication, domainName: string): ApplicationSummary {
  return {
    id: row.id,
    domain: { id: row.domain_id, name: domainName },
    corporation: { id: row.org_id, name: row.company_name },
    status: row.status,
    round: Number(row.round),
    version: Number(row.version),
    submittedAt: isoOrNull(row.submitted_at),
    updatedAt: iso(row.updated_at),
  };
}

function filtered(db: Kysely<Database>, filter: ApplicationFilter): ApplicationQuery {
  let query: ApplicationQuery = db.selectFrom('domain_applications as a');
  if (filter.orgId !== undefined) query = query.where('a.org_id', '=', filter.orgId);
  if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
  if (filter.submittedOnly) query = query.where('a.submitted_at', 'is not', null);
  if (filter.domainIds) query = query.where('a.domain_id', 'in', filter.domainIds.length > 0 ? [...filter.domainIds] : ['']);
  if (filter.domainId !== undefined) query = query.where('a.domain_id', '=', filter.domainId);
  return query;
}

/** A page of applications: newest change first ('updated') or longest waiting first ('submitted'). */
export async function applicationPage(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  paging: { page: number; pageSize: number },
  order: 'updated' | 'submitted',
): Promise<ApplicationListData> {
  const query = filtered(db, filter);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
      .selectAll('a')
      .select('d.name as domain_name')
      .orderBy(order === 'submitted' ? 'a.submitted_at' : 'a.updated_at', order === 'submitted' ? 'asc' : 'desc')
      .orderBy('a.id')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(({ domain_name, ...row }) => applicationSummary(row, domain_name)),
    total: Number(total.n),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** An application's attachments, in the applicant's order. */
export async function applicationAttachments(db: Kysely<Database>, applicationId: string): Promise<FileAttachment[]> {
  const ids = await applicationFileIds(db, applicationId);
  const files = new Map((await findStoredFiles(db, ids, { purpose: 'application' })).map((file) => [file.id, file]));
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id: file.id, name: file.name, sizeBytes: file.size_bytes, contentType: file.content_type, url: fileUrl(file.id) }] : [];
  });
}
