import { POLICY_LEVEL_LABELS, type PolicyLevel } from '@portal/api-contract';
import { StatusTag, type StatusTone } from '@portal/ui-kit';

const LEVEL_TONES: Record<PolicyLevel, StatusTone> = { national: 'danger', provincial: 'info', municipal: 'success' };

/** A policy's level as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function PolicyLevelTag({ level }: { level: PolicyLevel }) {
  return <StatusTag tone={LEVEL_TONES[level]}>{POLICY_LEVEL_LABELS[level]}</StatusTag>;
}
