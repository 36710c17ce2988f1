import { Tag } from 'antd';
import { ANNOUNCEMENT_STATUS_LABELS, type AnnouncementStatus } from '@portal/api-contract';

// Solid colours with white text (as feature-onboarding): antd's light presets miss WCAG AA contrast at 12 px.
const COLORS: Record<AnnouncementStatus, string> = { draft: '#595959', published: '#237804', offline: '#ad4e00' };

/** An announcement's status, in the contract's words. */
export function AnnouncementStatusTag({ status }: { status: AnnouncementStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {ANNOUNCEMENT_STATUS_LABELS[status]}
    </Tag>
  );
}
