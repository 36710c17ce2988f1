import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { UPLOAD_ACCEPT, type UploadedFile } from '@portal/api-contract';
import { formatFileSize } from '@portal/util';
import { useText } from '@portal/i18n';
import { dataUseText } from '../text';
import { MAX_MB, uploadTypes, useUploads, type ListedFile, type PendingRow } from './use-uploads';

export type { ListedFile } from './use-uploads';

export interface FileUploadFieldProps {
  /** The file input's id, for the form label's `htmlFor`. */
  id: string;
  /** What the list is called (the field's label), e.g. 附件. */
  label: string;
  files: ListedFile[];
  onFilesChange: Dispatch<SetStateAction<ListedFile[]>>;
  /** At most this many files. */
  max: number;
  upload: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
  /** How many uploads are on their way (a form waits for them before it saves). */
  onUploadingChange?: (count: number) => void;
  /** More help text for the field, read out with the control. */
  hint?: string;
  disabled?: boolean;
}

function Notices({ notices, onClose }: { notices: string[]; onClose: () => void }) {
  const t = useText(dataUseText);
  if (notices.length === 0) return null;
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      title={
        notices.length === 1 ? (
          notices[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {notices.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )
      }
      closable={{ 'aria-label': t('common.close') }}
      onClose={onClose}
    />
  );
}

function FileRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <Flex gap={8} align="center" wrap>
        <PaperClipOutlined aria-hidden />
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>
        {children}
      </Flex>
    </li>
  );
}

function PendingFile({ row, onDrop }: { row: PendingRow; onDrop: () => void }) {
  const t = useText(dataUseText);
  return (
    <FileRow name={row.name}>
      {row.error ? (
        <Typography.Text type="danger" role="alert">
          {row.error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" role="status">
          {t('files.uploading')}
        </Typography.Text>
      )}
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={row.error ? t('files.remove', { name: row.name }) : t('files.cancel', { name: row.name })}
        onClick={onDrop}
      />
    </FileRow>
  );
}

/**
 * Attachments of an application to use data (as onboarding's upload field, issue 6): an antd Upload that
 * checks the type allow-list, the 10 MB limit and the count before sending, uploads each file on its own
 * (purpose data-use), and lists the files with a remove button; a refusal stays next to the file.
 */
export function FileUploadField({ id, label, files, onFilesChange, max, upload, onUploadingChange, hint, disabled }: FileUploadFieldProps) {
  const hintId = useId();
  const t = useText(dataUseText);
  const uploads = useUploads({ count: files.length, max, upload, onFilesChange, onUploadingChange });
  const describedBy = hint ? `${hintId} ${hintId}-more` : hintId;
  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Upload
        id={id}
        accept={UPLOAD_ACCEPT}
        multiple
        fileList={[]}
        showUploadList={false}
        beforeUpload={uploads.beforeUpload}
        customRequest={uploads.customRequest}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <Button icon={<UploadOutlined aria-hidden />} aria-describedby={describedBy} disabled={disabled}>
          {t('files.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" id={hintId}>
        {t('files.hint', { types: uploadTypes(), maxMb: MAX_MB })}
      </Typography.Text>
      {hint ? (
        <Typography.Text type="secondary" id={`${hintId}-more`}>
          {hint}
        </Typography.Text>
      ) : null}
      <Notices notices={uploads.notices} onClose={uploads.clearNotices} />
      {files.length + uploads.pending.length > 0 ? (
        <ul aria-label={t('files.list', { label })} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {files.map((item) => (
            <FileRow key={item.id} name={item.name}>
              <Typography.Text type="secondary">{t('files.size', { size: formatFileSize(item.sizeBytes) })}</Typography.Text>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('files.remove', { name: item.name })}
                disabled={disabled}
                onClick={() => onFilesChange((previous) => previous.filter((file) => file.id !== item.id))}
              />
            </FileRow>
          ))}
          {uploads.pending.map((row) => (
            <PendingFile key={row.uid} row={row} onDrop={() => uploads.dropPending(row.uid)} />
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
