import type { Kysely } from 'kysely';
import type { AnalyticsReport } from '@portal/api-contract';
import type { Database } from '@portal/server-db';

type Funnel = AnalyticsReport['funnel'];

const HOUR = 3_600_000;

/** The median of some numbers, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / HOUR) * 10) / 10);

/**
 * The domain onboarding funnel over [start, end) (epoch ms), read from the applications' transitions
 * (the audit trail, issue 7): how many applications were submitted, reviewed first, went to final
 * review, were approved or rejected in the range, and the median time of each stage for the
 * decisions taken in the range (first review: from the submission it decided; final review: from
 * the first-review pass; overall: from submission to approval). A resubmission starts a new round.
 */
export async function onboardingFunnel(db: Kysely<Database>, start: number, end: number): Promise<Funnel> {
  // Every transition of the applications that moved in the range: a decision's start may be earlier.
  const moved = db.selectFrom('application_transitions').select('application_id').where('at', '>=', start).where('at', '<', end);
  const rows = await db
    .selectFrom('application_transitions')
    .select(['application_id', 'version', 'action', 'stage', 'at'])
    .where('application_id', 'in', moved)
    .where('at', '<', end)
    .orderBy('application_id')
    .orderBy('version')
    .execute();

  const counts = { applied: 0, firstReviewed: 0, finalReview: 0, approved: 0, rejected: 0 };
  const samples = { firstReview: [] as number[], finalReview: [] as number[], overall: [] as number[] };
  let application = '';
  let submittedAt: number | null = null;
  let firstPassedAt: number | null = null;
  for (const row of rows) {
    if (row.application_id !== application) {
      application = row.application_id;
      submittedAt = null;
      firstPassedAt = null;
    }
    const at = Number(row.at);
    const inRange = at >= start;
    const decision = row.action === 'pass' || row.action === 'reject' || row.action === 'return';
    if (row.action === 'submit' || row.action === 'resubmit') {
      submittedAt = at;
      firstPassedAt = null;
      if (inRange) counts.applied += 1;
    } else if (decision && row.stage === 'first') {
      if (inRange) {
        counts.firstReviewed += 1;
        if (submittedAt !== null) samples.firstReview.push(at - submittedAt);
        if (row.action === 'pass') counts.finalReview += 1;
        if (row.action === 'reject') counts.rejected += 1;
      }
      if (row.action === 'pass') firstPassedAt = at;
    } else if (decision && row.stage === 'final' && inRange) {
      if (firstPassedAt !== null) samples.finalReview.push(at - firstPassedAt);
      if (row.action === 'pass') {
        counts.approved += 1;
        if (submittedAt !== null) samples.overall.push(at - submittedAt);
      }
      if (row.action === 'reject') counts.rejected += 1;
    }
  }

  return {
    stages: (['applied', 'firstReviewed', 'finalReview', 'approved', 'rejected'] as const).map((stage) => ({ stage, count: counts[stage] })),
    medians: [
      { stage: 'firstReview', label: '提交至初审完成', hours: hours(median(samples.firstReview)), samples: samples.firstReview.length },
      { stage: 'finalReview', label: '初审通过至终审完成', hours: hours(median(samples.finalReview)), samples: samples.finalReview.length },
      { stage: 'overall', label: '提交至审核通过', hours: hours(median(samples.overall)), samples: samples.overall.length },
    ],
  };
}
