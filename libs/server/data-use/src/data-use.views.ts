import type { Kysely } from 'kysely';
import {
  API_BASE_PATH,
  fileUrl,
  recordsPath,
  type ApplicationStatus,
  type Authorization,
  type CommitmentId,
  type DataUseDetail,
  type DataUseSummary,
  type FileAttachment,
  type ResourceDetail,
  type Transition,
} from '@portal/api-contract';
import type { ApplicationTransition, Database, DataUseApplication, User } from '@portal/server-db';
import { parseList } from '@portal/server-db';
import { iso, isoOrNull } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { authorizationOfApplication, authorizationView, type AuthorizationViewRow } from './authorizations.repository';
import { dataUseAccess, authorizationStatus } from './data-use.policy';
import { dataUseFileIds, dataUseTrail, reviewerDepartmentsOf, type DataUseListRow } from './data-use.repository';

/** The read side of data use (issue 22): rows as the contract shows them. */

const named = (id: string, name: string) => ({ id, name });

export function toSummary(row: DataUseListRow): DataUseSummary {
  return {
    id: row.id,
    resource: { id: row.resource_id, code: row.resource_code, name: row.resource_name },
    department: named(row.department_id, row.department_name),
    corporation: named(row.org_id, row.company_name),
    status: row.status,
    round: Number(row.round),
    version: Number(row.version),
    periodMonths: Number(row.period_months),
    submittedAt: isoOrNull(row.submitted_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toAuthorization(row: AuthorizationViewRow, now: number): Authorization {
  return {
    id: row.id,
    applicationId: row.application_id,
    resource: { id: row.resource_id, code: row.resource_code, name: row.resource_name },
    corporation: named(row.org_id, row.org_name),
    fields: parseList(row.fields),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    callQuota: Number(row.call_quota),
    callsUsed: Number(row.calls_used),
    status: authorizationStatus(row, now),
    keyPrefix: row.key_prefix,
    keyIssuedAt: isoOrNull(row.key_issued_at),
    revokedAt: isoOrNull(row.revoked_at),
    revokeReason: row.revoke_reason,
    version: Number(row.version),
    endpoint: `${API_BASE_PATH}${recordsPath(row.resource_code)}`,
  };
}

function timelineEntry(row: ApplicationTransition): Transition {
  return {
    version: Number(row.version),
    round: Number(row.round),
    action: row.action,
    fromStatus: (row.from_status as ApplicationStatus | null) ?? null,
    toStatus: row.to_status as ApplicationStatus,
    stage: row.stage,
    actor: { name: row.actor_name, type: row.actor_type },
    opinion: row.opinion,
    at: iso(row.at),
  };
}

async function attachments(db: Kysely<Database>, applicationId: string): Promise<FileAttachment[]> {
  const ids = await dataUseFileIds(db, applicationId);
  const files = new Map((await findStoredFiles(db, ids, { purpose: 'data-use' })).map((file) => [file.id, file]));
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id: file.id, name: file.name, sizeBytes: file.size_bytes, contentType: file.content_type, url: fileUrl(file.id) }] : [];
  });
}

/** One application as its detail shows it, with what the caller may do now. */
export async function dataUseDetail(
  db: Kysely<Database>,
  actor: User,
  application: DataUseApplication,
  context: { resource: ResourceDetail; departmentName: string; now: number },
): Promise<DataUseDetail> {
  const [trail, files, departments, authorization] = await Promise.all([
    dataUseTrail(db, application.id),
    attachments(db, application.id),
    reviewerDepartmentsOf(db, actor),
    authorizationOfApplication(db, application.id).then((row) => (row ? authorizationView(db, row.id) : undefined)),
  ]);
  const { see: _see, ...can } = dataUseAccess(actor, departments, application);
  const labels = new Map(context.resource.fields.map((field) => [field.name, field.label]));
  const scope = application.scope ? (JSON.parse(application.scope) as DataUseDetail['scope']) : null;
  return {
    ...toSummary({
      ...application,
      resource_code: context.resource.code,
      resource_name: context.resource.name,
      department_name: context.departmentName,
    }),
    purpose: application.purpose,
    scenario: application.scenario,
    fields: parseList(application.fields).map((name) => ({ name, label: labels.get(name) ?? name })),
    commitments: parseList(application.commitments) as CommitmentId[],
    contactName: application.contact_name,
    contactPhone: application.contact_phone,
    attachments: files,
    scope,
    timeline: trail.map(timelineEntry),
    authorization: authorization ? toAuthorization(authorization, context.now) : null,
    can,
  };
}
