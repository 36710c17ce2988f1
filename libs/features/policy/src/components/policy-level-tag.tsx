import type { PolicyLevel } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag, type StatusTone } from '@portal/ui-kit';
import { policyText } from '../text';

const LEVEL_TONES: Record<PolicyLevel, StatusTone> = { national: 'danger', provincial: 'info', municipal: 'success' };

/** A policy's level as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function PolicyLevelTag({ level }: { level: PolicyLevel }) {
  const t = useText(policyText);
  return <StatusTag tone={LEVEL_TONES[level]}>{t(`level.${level}`)}</StatusTag>;
}
