import type { ReactNode } from 'react';
import type { CallDetail as Call } from '@portal/api-contract';
import { AttachmentList, LazyRichText, PlainDescriptions, PlainDivider } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { callsText } from '../text';
import { CallStatusTag, DeadlineCountdown } from './call-status';
import '../calls.css';

export interface CallDetailProps {
  call: Call;
  /** What follows the text: the response panel. */
  children?: ReactNode;
  now?: Date | number;
}

/** A call for collection (issue 5 /applylist?id=…): facts, sanitised body, attachments, then the response panel. */
export function CallDetail({ call, children, now }: CallDetailProps) {
  const t = useText(callsText);
  return (
    <div className="call-detail">
      <PlainDescriptions
        size="small"
        bordered
        items={[
          { key: 'organiser', label: t('detail.organiser'), children: <span lang={CONTENT_LANG}>{call.organiser}</span> },
          {
            key: 'status',
            label: t('detail.status'),
            children: (
              <span className="call-status-cell">
                <CallStatusTag status={call.status} />
                <DeadlineCountdown status={call.status} deadline={call.deadline} now={now} />
              </span>
            ),
          },
          { key: 'published', label: t('detail.published'), children: formatDay(call.publishedAt) },
          { key: 'deadline', label: t('detail.deadline'), children: formatDay(call.deadline) },
          { key: 'responses', label: t('detail.responses'), children: t('detail.responseUnit', { count: formatThousands(call.responseCount) }) },
        ]}
      />
      {/* Issue 13: the sanitiser loads with the first call opened, not with the list. */}
      <div lang={CONTENT_LANG}>
        <LazyRichText html={call.bodyHtml} />
      </div>
      <AttachmentList attachments={call.attachments} title={t('detail.attachments')} headingLevel={3} />
      <PlainDivider style={{ margin: 0 }} />
      {children}
    </div>
  );
}
