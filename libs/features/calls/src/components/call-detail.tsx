import type { ReactNode } from 'react';
import type { CallDetail as Call } from '@portal/api-contract';
import { AttachmentList, LazyRichText, PlainDescriptions, PlainDivider } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { CALL_STRINGS } from '../strings';
import { CallStatusTag, DeadlineCountdown } from './call-status';
import '../calls.css';

const S = CALL_STRINGS.detail;

export interface CallDetailProps {
  call: Call;
  /** What follows the text: the response panel. */
  children?: ReactNode;
  now?: Date | number;
}

/** A call for collection (issue 5 /applylist?id=…): facts, sanitised body, attachments, then the response panel. */
export function CallDetail({ call, children, now }: CallDetailProps) {
  return (
    <div className="call-detail">
      <PlainDescriptions
        size="small"
        bordered
        items={[
          { key: 'organiser', label: S.organiser, children: call.organiser },
          {
            key: 'status',
            label: S.status,
            children: (
              <span className="call-status-cell">
                <CallStatusTag status={call.status} />
                <DeadlineCountdown status={call.status} deadline={call.deadline} now={now} />
              </span>
            ),
          },
          { key: 'published', label: S.published, children: formatDay(call.publishedAt) },
          { key: 'deadline', label: S.deadline, children: formatDay(call.deadline) },
          { key: 'responses', label: S.responses, children: S.responseUnit(formatThousands(call.responseCount)) },
        ]}
      />
      {/* Issue 13: the sanitiser loads with the first call opened, not with the list. */}
      <LazyRichText html={call.bodyHtml} />
      <AttachmentList attachments={call.attachments} title={S.attachments} headingLevel={3} />
      <PlainDivider style={{ margin: 0 }} />
      {children}
    </div>
  );
}
