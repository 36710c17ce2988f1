import { Tag } from 'antd';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@portal/api-contract';

const COLORS: Record<ApplicationStatus, string> = {
  draft: 'default',
  first_review: 'processing',
  final_review: 'processing',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  withdrawn: 'default',
};

/** An application's status, in the contract's words. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <Tag color={COLORS[status]} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {APPLICATION_STATUS_LABELS[status]}
    </Tag>
  );
}
