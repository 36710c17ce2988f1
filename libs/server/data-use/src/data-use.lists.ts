import { STAGE_STATUS, type ApplicationStatus, type DataUseSummary, type ReviewStage } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import type { User } from '@portal/server-db';
import { corporationOf } from '@portal/server-identity';
import { mayOpenDataUseQueue } from './data-use.policy';
import { listDataUses, reviewerDepartmentsOf, type DataUseListFilter } from './data-use.repository';
import { toSummary } from './data-use.views';

type Paging = { page: number; pageSize: number };
type Paged = { items: DataUseSummary[]; total: number; page: number; pageSize: number };

async function page(ctx: DomainContext, filter: DataUseListFilter, query: Paging): Promise<Paged> {
  const { rows, total } = await listDataUses(ctx.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** 我的数据申请: the corporation's applications, newest change first. */
export function myDataUses(ctx: DomainContext, actor: User, query: Paging & { status?: ApplicationStatus | undefined }): Promise<Paged> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以查看数据使用申请');
  return page(ctx, { orgId, status: query.status }, query);
}

/** A review stage's queue: a reviewer's departments at the first stage, everything at the final stage. */
export async function dataUseQueue(
  ctx: DomainContext,
  actor: User,
  query: Paging & { stage: ReviewStage; status?: Exclude<ApplicationStatus, 'draft'> | undefined },
): Promise<Paged> {
  if (!mayOpenDataUseQueue(actor, query.stage)) throw ERR.forbidden(query.stage === 'first' ? '初审由数据资源提供部门的审核人员办理' : '终审由平台管理员办理');
  const departments = query.stage === 'first' ? await reviewerDepartmentsOf(ctx.db, actor) : undefined;
  return page(ctx, { status: query.status ?? STAGE_STATUS[query.stage], submitted: true, ...(departments ? { departments } : {}) }, query);
}
