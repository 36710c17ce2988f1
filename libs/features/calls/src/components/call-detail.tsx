import { Descriptions, Divider, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { CallDetail as Call } from '@portal/api-contract';
import { AttachmentList, RichText } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { CALL_STRINGS } from '../strings';
import { CallStatusTag, DeadlineCountdown } from './call-status';

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
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'organiser', label: S.organiser, children: call.organiser },
          {
            key: 'status',
            label: S.status,
            children: (
              <Flex gap={8} align="center" wrap>
                <CallStatusTag status={call.status} />
                <DeadlineCountdown status={call.status} deadline={call.deadline} now={now} />
              </Flex>
            ),
          },
          { key: 'published', label: S.published, children: formatDay(call.publishedAt) },
          { key: 'deadline', label: S.deadline, children: formatDay(call.deadline) },
          { key: 'responses', label: S.responses, children: S.responseUnit(formatThousands(call.responseCount)) },
        ]}
      />
      <RichText html={call.bodyHtml} />
      <AttachmentList attachments={call.attachments} title={S.attachments} headingLevel={3} />
      <Divider style={{ margin: 0 }} />
      {children}
    </Flex>
  );
}
