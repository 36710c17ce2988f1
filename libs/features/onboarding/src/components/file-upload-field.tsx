import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS, fileUrl, uploadProblem, type UploadedFile } from '@portal/api-contract';
import { formatFileSize } from '@portal/util';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { onboardingText } from '../text';

/** The allowed file types, listed in the active language. */
const types = () => UPLOAD_EXTENSIONS.join(onboardingText.t('files.typeSeparator'));
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** A file in the field: uploaded now or saved before (ids are sent with the form). */
export interface ListedFile {
  id: string;
  name: string;
  sizeBytes: number;
  /** A download path; shown as a link only with `linkFiles` (the file must be public). */
  url?: string;
}

/** A file still on its way, or one that failed (the reason stays until removed). */
interface PendingRow {
  uid: string;
  name: string;
  error?: string;
}

/** Why a chosen file is refused before it is sent (issue 6: allow-list and size limit), or null. */
export function refusal(file: Pick<File, 'name' | 'size'>): string | null {
  switch (uploadProblem(file)) {
    case 'type':
      return onboardingText.t('files.typeNotAllowed', { name: file.name, types: types() });
    case 'size':
      return onboardingText.t('files.tooLarge', { name: file.name, maxMb: MAX_MB });
    case 'empty':
      return onboardingText.t('files.empty', { name: file.name });
    case 'name':
      return onboardingText.t('files.nameTooLong', { name: file.name, max: MAX_FILE_NAME_LENGTH });
    default:
      return null;
  }
}

export interface FileUploadFieldProps {
  /** The file input's id, for the form label's `htmlFor`. */
  id: string;
  /** What the list is called (the field's label), e.g. 申请材料. */
  label: string;
  files: ListedFile[];
  onFilesChange: Dispatch<SetStateAction<ListedFile[]>>;
  /** At most this many files. */
  max: number;
  upload: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
  /** How many uploads are on their way (a form waits for them before it saves). */
  onUploadingChange?: (count: number) => void;
  /** Link the listed files to their download (public files only: a link sends no User-Token). */
  linkFiles?: boolean;
  /** More help text for the field, read out with the control. */
  hint?: string;
  disabled?: boolean;
}

/**
 * Issue 6 uploads: an antd Upload that checks the type allow-list, the 10 MB limit and the
 * count before sending, uploads each file on its own (multipart, field `file`), and lists
 * the files with a remove button. A server refusal — HTTP 413 with the spec's message
 * (spec §8), or a type the server's magic-byte check rejects — stays next to the file.
 */
export function FileUploadField({ id, label, files, onFilesChange, max, upload, onUploadingChange, linkFiles = false, hint, disabled }: FileUploadFieldProps) {
  const hintId = useId();
  const t = useText(onboardingText);
  const [pending, setPending] = useState<PendingRow[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  // Read inside antd's callbacks, which run for a whole selection before React renders again.
  const count = useRef(files.length);
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    count.current = files.length;
  }, [files.length]);

  const uploading = pending.filter((row) => row.error === undefined).length;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const beforeUpload: UploadProps['beforeUpload'] = (file, selection) => {
    const first = selection[0] === file;
    const reason = refusal(file) ?? (count.current + inFlight.current.size >= max ? onboardingText.t('files.tooMany', { max }) : null);
    setNotices((previous) => {
      const kept = first ? [] : previous;
      return reason && !kept.includes(reason) ? [...kept, reason] : kept;
    });
    if (reason) return Upload.LIST_IGNORE;
    // Counted at once, so the rest of this selection sees it.
    inFlight.current.set(file.uid, new AbortController());
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const rcFile = file as RcFile;
    const controller = inFlight.current.get(rcFile.uid) ?? new AbortController();
    setPending((rows) => [...rows, { uid: rcFile.uid, name: rcFile.name }]);
    upload(rcFile, controller.signal).then(
      (uploaded) => {
        inFlight.current.delete(rcFile.uid);
        if (controller.signal.aborted) return;
        setPending((rows) => rows.filter((row) => row.uid !== rcFile.uid));
        onFilesChange((previous) => [...previous, { id: uploaded.id, name: uploaded.name, sizeBytes: uploaded.sizeBytes, url: fileUrl(uploaded.id) }]);
        onSuccess?.(uploaded);
      },
      (error: unknown) => {
        inFlight.current.delete(rcFile.uid);
        if (controller.signal.aborted) return;
        const text = errorMessage(error, onboardingText.t('files.uploadFailed'));
        setPending((rows) => rows.map((row) => (row.uid === rcFile.uid ? { ...row, error: text } : row)));
        onError?.(error instanceof Error ? error : new Error(text));
      },
    );
  };

  const dropPending = (uid: string) => {
    inFlight.current.get(uid)?.abort();
    inFlight.current.delete(uid);
    setPending((rows) => rows.filter((row) => row.uid !== uid));
  };
  const describedBy = hint ? `${hintId} ${hintId}-more` : hintId;

  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Upload
        id={id}
        accept={UPLOAD_ACCEPT}
        multiple
        fileList={[]}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <Button icon={<UploadOutlined aria-hidden />} aria-describedby={describedBy} disabled={disabled}>
          {t('files.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" id={hintId}>
        {t('files.hint', { types: types(), maxMb: MAX_MB })}
      </Typography.Text>
      {hint ? (
        <Typography.Text type="secondary" id={`${hintId}-more`}>
          {hint}
        </Typography.Text>
      ) : null}
      {notices.length > 0 ? (
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
          onClose={() => setNotices([])}
        />
      ) : null}
      {files.length + pending.length > 0 ? (
        <ul aria-label={t('files.list', { label })} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {files.map((item) => (
            <li key={item.id}>
              <Flex gap={8} align="center" wrap>
                <PaperClipOutlined aria-hidden />
                {linkFiles && item.url ? (
                  <Typography.Link href={item.url} download style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Typography.Link>
                ) : (
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>{item.name}</Typography.Text>
                )}
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
              </Flex>
            </li>
          ))}
          {pending.map((row) => (
            <li key={row.uid}>
              <Flex gap={8} align="center" wrap>
                <PaperClipOutlined aria-hidden />
                <Typography.Text style={{ overflowWrap: 'anywhere' }} type={row.error ? 'danger' : undefined}>
                  {row.name}
                </Typography.Text>
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
                  onClick={() => dropPending(row.uid)}
                />
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
