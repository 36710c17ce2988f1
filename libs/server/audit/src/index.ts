/** The audit log of privileged actions (issue 17, decision 0028): append-only, chained by hash, verifiable. */
export {
  appendAudit,
  actorOf,
  recordAudit,
  verifyAuditChain,
  canonicalSummary,
  recordHash,
  toRecord,
  type AuditActor,
  type AuditEntry,
  type AuditRecord,
  type AuditVerdict,
} from './audit-log';
export { listAudit, auditCsv, csvCell } from './audit-log.repository';
