import { useText } from '@portal/i18n';
import { uiText } from '../text';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { useId } from 'react';
import { formatFileSize } from '@portal/util';
import { THEME, cx } from '../plain/classes';
import { PlainIcon } from '../plain/icon';
import { PlainFlex } from '../plain/layout';
import { PlainText, PlainTitle } from '../plain/typography';
import { DownloadLink } from './download-link';

export interface AttachmentItem {
  name: string;
  /** A same-origin download path. */
  url: string;
  sizeBytes: number;
}

export interface AttachmentListProps<T extends AttachmentItem = AttachmentItem> {
  attachments: readonly T[];
  /** The section heading, e.g. 附件. */
  title?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * For files that need the session's token (issue 21 §1: application materials): fetches and
   * saves one (see DownloadLink). Without it the links are plain downloads, for public files.
   */
  download?: (attachment: T, signal: AbortSignal) => Promise<unknown>;
}

/**
 * The attachments of a news item, policy, call or application (issues 5, 21): a named list of
 * download links with their sizes. Renders nothing when there are none. Issue 13: no antd code.
 */
export function AttachmentList<T extends AttachmentItem>({ attachments, title, headingLevel = 2, download }: AttachmentListProps<T>) {
  const t = useText(uiText);
  title ??= t('common.attachments');
  const headingId = useId();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <PlainTitle id={headingId} level={headingLevel} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {title}
      </PlainTitle>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {attachments.map((attachment) => (
          <li key={attachment.url}>
            <PlainFlex gap={8} align="baseline" wrap>
              <PlainIcon icon={PaperClipOutlined} />
              {download ? (
                <DownloadLink href={attachment.url} onDownload={(signal) => download(attachment, signal)}>
                  {attachment.name}
                </DownloadLink>
              ) : (
                <a className={cx('ant-typography ant-typography-link', THEME)} href={attachment.url} download style={{ overflowWrap: 'anywhere' }}>
                  {attachment.name}
                </a>
              )}
              <PlainText type="secondary">（{formatFileSize(attachment.sizeBytes)}）</PlainText>
            </PlainFlex>
          </li>
        ))}
      </ul>
    </section>
  );
}
