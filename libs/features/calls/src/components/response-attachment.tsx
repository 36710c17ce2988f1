import type { FileAttachment } from '@portal/api-contract';
import { downloadFile } from '@portal/api-client';
import { DownloadLink, PlainText } from '@portal/ui-kit';
import { formatFileSize } from '@portal/util';
import { useText } from '@portal/i18n';
import { callsText } from '../text';

/** Issue 21 §10c: the response's file needs the session's token (the corporation and admins only), so a click fetches it with it. */
const downloadResponseFile = (attachment: FileAttachment, signal: AbortSignal) => downloadFile(attachment.id, { fallbackName: attachment.name, signal });

export interface ResponseAttachmentProps {
  attachment: FileAttachment | null;
  /** What to say when the response has no file. */
  none: string;
}

/** A call response's file as a download link with its size, or that there is none. */
export function ResponseAttachment({ attachment, none }: ResponseAttachmentProps) {
  const t = useText(callsText);
  if (!attachment) return <PlainText type="secondary">{none}</PlainText>;
  return (
    <span>
      <DownloadLink href={attachment.url} onDownload={(signal) => downloadResponseFile(attachment, signal)}>
        {attachment.name}
      </DownloadLink>
      <PlainText type="secondary">{t('file.size', { size: formatFileSize(attachment.sizeBytes) })}</PlainText>
    </span>
  );
}
