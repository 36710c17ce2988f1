import { POLICY_LEVEL_LABELS, type PolicyLevel } from '@portal/api-contract';
import { PlainTag } from '@portal/ui-kit';
import '../policy.css';

// Solid, dark colours (policy.css): antd's light presets miss WCAG AA contrast at 12 px.
export function PolicyLevelTag({ level }: { level: PolicyLevel }) {
  return <PlainTag className={`policy-level policy-level-${level}`}>{POLICY_LEVEL_LABELS[level]}</PlainTag>;
}
