import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { formatFileSize } from '@portal/util';
import { useText } from '@portal/i18n';
import { reviewText } from '../review-text';
import { uiText } from '../text';
import { uploadMaxMb, uploadTypes, useUploadList, type PendingUpload, type UploadFn, type UploadListItem, type UploadRules } from './use-upload-list';

export interface UploadListFieldProps {
  /** The file input's id, for the form label's `htmlFor`. */
  id: string;
  /** What the files are (the field's label, e.g. 申请材料): the list is named after it. */
  label: string;
  files: UploadListItem[];
  onFilesChange: Dispatch<SetStateAction<UploadListItem[]>>;
  /** At most this many files; with 1 a new choice replaces the listed file. */
  max: number;
  /** What a file must be (types, size, name), checked before it is sent. */
  rules: UploadRules;
  upload: UploadFn;
  /** How many uploads are on their way (a form waits for them before it saves). */
  onUploadingChange?: (count: number) => void;
  /** More help for the field, read out with the control. */
  hint?: string;
  /** Link each listed file to this address (public files only: a plain link sends no session token). */
  fileHref?: (id: string) => string;
  /** The remove button's name for a listed or refused file (default 删除 {name}). */
  removeLabel?: (name: string) => string;
  disabled?: boolean;
}

function Notices({ notices, onClose }: { notices: string[]; onClose: () => void }) {
  const ui = useText(uiText);
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
      closable={{ 'aria-label': ui('common.close') }}
      onClose={onClose}
    />
  );
}

function FileRow({ name, href, danger, children }: { name: string; href?: string | undefined; danger?: boolean; children: ReactNode }) {
  return (
    <li>
      <Flex gap={8} align="center" wrap>
        <PaperClipOutlined aria-hidden />
        {href ? (
          <Typography.Link href={href} download style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography.Link>
        ) : (
          <Typography.Text style={{ overflowWrap: 'anywhere' }} type={danger ? 'danger' : undefined}>
            {name}
          </Typography.Text>
        )}
        {children}
      </Flex>
    </li>
  );
}

function PendingRow({ row, onDrop, removeLabel }: { row: PendingUpload; onDrop: () => void; removeLabel: (name: string) => string }) {
  const t = useText(reviewText);
  return (
    <FileRow name={row.name} danger={row.error !== undefined}>
      {row.error !== undefined ? (
        <Typography.Text type="danger" role="alert">
          {row.error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" role="status">
          {row.percent === undefined ? t('upload.uploading') : t('upload.progress', { percent: row.percent })}
        </Typography.Text>
      )}
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={row.error !== undefined ? removeLabel(row.name) : t('upload.cancel', { name: row.name })}
        onClick={onDrop}
      />
    </FileRow>
  );
}

/**
 * A form's attachments (issues 6, 21, 22): an antd Upload that checks each chosen file against the
 * rules (type allow-list, size, name) and the count before sending, uploads each on its own, and lists
 * the files with a remove button. A refusal before sending is announced above the list; the server's
 * (HTTP 413, a type its magic-byte check rejects) stays next to the file until it is removed.
 */
export function UploadListField(props: UploadListFieldProps) {
  const { id, label, files, onFilesChange, max, rules, upload, onUploadingChange, hint, fileHref, removeLabel, disabled } = props;
  const hintId = useId();
  const t = useText(reviewText);
  const uploads = useUploadList({ count: files.length, max, rules, upload, onFilesChange, onUploadingChange });
  const describedBy = hint ? `${hintId} ${hintId}-more` : hintId;
  const removeName = removeLabel ?? ((name: string) => t('upload.remove', { name }));
  const choose = uploads.single ? (files.length > 0 ? t('upload.replace') : t('upload.chooseOne')) : t('upload.choose');
  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Upload
        id={id}
        accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
        multiple={!uploads.single}
        fileList={[]}
        showUploadList={false}
        beforeUpload={uploads.beforeUpload}
        customRequest={uploads.customRequest}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <Button icon={<UploadOutlined aria-hidden />} aria-describedby={describedBy} disabled={disabled}>
          {choose}
        </Button>
      </Upload>
      <Typography.Text type="secondary" id={hintId}>
        {t(uploads.single ? 'upload.hintOne' : 'upload.hint', { types: uploadTypes(rules), maxMb: uploadMaxMb(rules) })}
      </Typography.Text>
      {hint ? (
        <Typography.Text type="secondary" id={`${hintId}-more`}>
          {hint}
        </Typography.Text>
      ) : null}
      <Notices notices={uploads.notices} onClose={uploads.clearNotices} />
      {files.length + uploads.pending.length > 0 ? (
        <ul aria-label={t('upload.list', { label })} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {files.map((item) => (
            <FileRow key={item.id} name={item.name} href={fileHref?.(item.id)}>
              <Typography.Text type="secondary">{t('upload.size', { size: formatFileSize(item.sizeBytes) })}</Typography.Text>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={removeName(item.name)}
                disabled={disabled}
                onClick={() => onFilesChange((previous) => previous.filter((file) => file.id !== item.id))}
              />
            </FileRow>
          ))}
          {uploads.pending.map((row) => (
            <PendingRow key={row.uid} row={row} onDrop={() => uploads.dropPending(row.uid)} removeLabel={removeName} />
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
