import type { Rule } from 'antd/es/form';
import { dataUseDecisionSchema, dataUseScopeSchema, type DataUseDetail, type DataUseScope, type ReviewDecision, type ReviewStage } from '@portal/api-contract';
import { contractMessage } from '@portal/api-client';
import type { DataUseText } from '../text';

/** The call quota a pass proposes unless the reviewer changes it. */
export const DEFAULT_CALL_QUOTA = 10_000;
/** Months a pass may grant (the contract's bounds). */
export const SCOPE_MONTHS = Array.from({ length: 36 }, (_, index) => index + 1);

export interface DecisionValues {
  decision: ReviewDecision;
  opinion?: string;
  fields: string[];
  months: number;
  callQuota: number;
}

/** What the reviewer decided: a pass with its scope, a reject or return with its reason. */
export interface DecisionInput {
  decision: ReviewDecision;
  opinion?: string;
  scope?: DataUseScope;
}

/**
 * The scope offered at first: the final stage starts from what the first stage proposed; the first
 * stage from what was applied for (every field, the period) and 10,000 calls.
 */
export function defaultScope(detail: Pick<DataUseDetail, 'fields' | 'periodMonths' | 'scope'>, stage: ReviewStage): DataUseScope {
  const applied = detail.fields.map((field) => field.name);
  if (stage === 'final' && detail.scope) return { ...detail.scope, fields: detail.scope.fields.filter((name) => applied.includes(name)) };
  return { fields: applied, months: detail.periodMonths, callQuota: DEFAULT_CALL_QUOTA };
}

/** A rule from a schema's check: its first message, in the interface language. */
const schemaRule = (check: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } }, fallback: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = check(value);
    if (!result.success) throw new Error(contractMessage(result.error?.issues[0]?.message ?? '') || fallback);
  },
});

const SCOPE = dataUseScopeSchema.shape;

/** The decision form's rules: the contract's own (dataUseDecisionSchema, dataUseScopeSchema). */
export const decisionRules = (t: DataUseText, decision: () => ReviewDecision | undefined) => ({
  decision: [{ required: true, message: t('decide.required.decision') }],
  opinion: [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const chosen = decision();
        if (!chosen) return;
        // The contract's refinement decides; id, version, stage and scope are placeholders for the check.
        const result = dataUseDecisionSchema.safeParse({
          id: 'check',
          version: 1,
          stage: 'first',
          decision: chosen,
          opinion: typeof value === 'string' ? value : undefined,
          ...(chosen === 'pass' ? { scope: { fields: ['check'], months: 1, callQuota: 1 } } : {}),
        });
        const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === 'opinion');
        if (issue) throw new Error(contractMessage(issue.message) || t('decide.required.opinion'));
      },
    },
  ] satisfies Rule[],
  fields: [schemaRule((value) => SCOPE.fields.safeParse(Array.isArray(value) ? value : []), t('decide.required.fields'))],
  months: [{ required: true, message: t('decide.required.months') }, schemaRule((value) => SCOPE.months.safeParse(value), t('decide.required.months'))],
  callQuota: [
    { required: true, message: t('decide.required.callQuota') },
    schemaRule((value) => SCOPE.callQuota.safeParse(value), t('decide.required.callQuota')),
  ],
});
