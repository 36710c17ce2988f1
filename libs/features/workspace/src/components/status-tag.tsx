import { Tag } from 'antd';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@portal/api-contract';

// Solid colours with white text, the same as feature-onboarding's tag: antd's light presets miss WCAG AA contrast at 12 px.
const COLORS: Record<ApplicationStatus, string> = {
  draft: '#595959',
  first_review: '#0958d9',
  final_review: '#003eb3',
  approved: '#237804',
  rejected: '#a8071a',
  returned: '#ad4e00',
  withdrawn: '#595959',
};

/** An application's status, in the contract's words. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {APPLICATION_STATUS_LABELS[status]}
    </Tag>
  );
}
