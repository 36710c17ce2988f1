import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { formatFileSize } from '@portal/util';

export interface AttachmentItem {
  name: string;
  /** A same-origin download path. */
  url: string;
  sizeBytes: number;
}

export interface AttachmentListProps {
  attachments: readonly AttachmentItem[];
  /** The section heading, e.g. 附件. */
  title?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The attachments of a news item, policy or call (issue 5): a named list of
 * download links with their sizes. Renders nothing when there are none.
 */
export function AttachmentList({ attachments, title = '附件', headingLevel = 2 }: AttachmentListProps) {
  const headingId = useId();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={headingLevel} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {title}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {attachments.map((attachment) => (
          <li key={attachment.url}>
            <Flex gap={8} align="baseline" wrap>
              <PaperClipOutlined aria-hidden />
              <Typography.Link href={attachment.url} download style={{ overflowWrap: 'anywhere' }}>
                {attachment.name}
              </Typography.Link>
              <Typography.Text type="secondary">（{formatFileSize(attachment.sizeBytes)}）</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
