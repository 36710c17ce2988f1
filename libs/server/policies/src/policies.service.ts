import type { PolicyDetail } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { findPolicy } from './policies.repository';

/** A policy's detail (public, opened over its list): not found when it is unknown. */
export async function policyDetail(ctx: DomainContext, id: string): Promise<PolicyDetail> {
  const policy = await findPolicy(ctx.db, id);
  if (!policy) throw ERR.notFound('该政策文件不存在或已下线');
  return policy;
}
