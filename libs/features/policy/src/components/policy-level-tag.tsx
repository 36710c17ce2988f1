import { Tag } from 'antd';
import { POLICY_LEVEL_LABELS, type PolicyLevel } from '@portal/api-contract';

// Solid, dark colours: antd's light presets miss WCAG AA contrast at 12 px.
const LEVEL_COLORS: Record<PolicyLevel, string> = {
  national: '#a8071a',
  provincial: '#0958d9',
  municipal: '#237804',
};

export function PolicyLevelTag({ level }: { level: PolicyLevel }) {
  return (
    <Tag color={LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }}>
      {POLICY_LEVEL_LABELS[level]}
    </Tag>
  );
}
