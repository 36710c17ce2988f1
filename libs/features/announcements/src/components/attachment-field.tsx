import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MAX_ANNOUNCEMENT_ATTACHMENTS, MAX_FILE_NAME_LENGTH, UPLOAD_ACCEPT, fileUrl, uploadProblem, type UploadedFile } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { downloadAnnouncementFile } from '../api/download-file';
import { uploadAnnouncementFile } from '../api/upload-file';
import { announcementsText, type AnnouncementsText } from '../text';

/** An attachment in the form: an uploaded file (its id is sent) or one that came with the platform's data (kept by the server). */
export interface AttachmentValue {
  uid: string;
  name: string;
  /** The uploaded file's id; null: a platform attachment (it cannot be removed here). */
  fileId: string | null;
  url?: string;
  status: 'uploading' | 'done' | 'error';
  /** The failure to show (the server's message, e.g. spec §8 HTTP 413). */
  error?: string;
}

export interface AttachmentFieldProps {
  value?: AttachmentValue[];
  onChange?: (value: AttachmentValue[]) => void;
  disabled?: boolean;
  id?: string;
  /** The uploader (tests and stories may give their own). */
  upload?: (file: File) => Promise<UploadedFile>;
  /** Opens an uploaded file with the session's token (tests and stories may give their own). */
  download?: (fileId: string, name: string, signal: AbortSignal) => Promise<unknown>;
  /**
   * The feature's messages in the active language (the form hands down its `useText`, so the field
   * draws again when the language changes; on its own it reads the active language as it draws).
   */
  text?: AnnouncementsText;
}

/** A file being opened from the list, or the reason it could not be. */
interface Opening {
  name: string;
  error?: string;
}

/** What is wrong with a chosen file before it is sent: the allow-list and the contract's 10 MB (the server checks again). */
export function fileProblem(file: { name: string; size: number }, t: AnnouncementsText = announcementsText.t): string | null {
  const problem = uploadProblem(file);
  if (problem === null) return null;
  const types = UPLOAD_ACCEPT.split(',').join(t('form.typeSeparator'));
  return t(`form.uploadProblem.${problem}`, { types, max: MAX_FILE_NAME_LENGTH });
}

const toUploadFile = (item: AttachmentValue): UploadFile => ({
  uid: item.uid,
  name: item.name,
  status: item.status,
  ...(item.url ? { url: item.url } : {}),
  ...(item.error ? { response: item.error, error: new Error(item.error) } : {}),
});

/**
 * Announcement attachments (issue 6): antd Upload to /primary/file/upload with purpose
 * announcement, one file per request; a file over 10 MB or of another type is refused
 * before it is sent, and a failure shows the server's message (HTTP 413: spec §8's).
 */
export function AttachmentField({
  value = [],
  onChange,
  disabled = false,
  id,
  upload = uploadAnnouncementFile,
  download = downloadAnnouncementFile,
  text: t = announcementsText.t,
}: AttachmentFieldProps) {
  // The latest list: an upload finishes after other changes to it (several files may be chosen at once).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const set = (next: AttachmentValue[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const update = (uid: string, patch: Partial<AttachmentValue>) => set(latest.current.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));
  const [opening, setOpening] = useState<Opening | null>(null);
  const openingController = useRef<AbortController | null>(null);
  useEffect(() => () => openingController.current?.abort(), []);
  // Issue 21 §1: an uploaded file is admin-only until its announcement is published, so the
  // list's link (antd's, a plain <a target=_blank>) would open it without the token: fetch it.
  const open = (uid: string) => {
    const item = latest.current.find((entry) => entry.uid === uid);
    if (!item) return;
    if (item.fileId === null) {
      // A platform attachment: a public file (as antd's link would have opened it).
      if (item.url) window.open(item.url, '_blank', 'noopener');
      return;
    }
    if (openingController.current) return;
    const controller = new AbortController();
    openingController.current = controller;
    setOpening({ name: item.name });
    download(item.fileId, item.name, controller.signal).then(
      () => {
        if (controller.signal.aborted) return;
        openingController.current = null;
        setOpening(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        openingController.current = null;
        setOpening({ name: item.name, error: errorMessage(error, t('form.downloadFailed')) });
      },
    );
  };
  const failures = value.filter((item) => item.status === 'error');
  const full = value.filter((item) => item.status !== 'error').length >= MAX_ANNOUNCEMENT_ATTACHMENTS;
  return (
    <Flex vertical gap={8}>
      <Upload
        id={id}
        accept={UPLOAD_ACCEPT}
        multiple
        disabled={disabled}
        fileList={value.map(toUploadFile)}
        showUploadList={{ showRemoveIcon: true, showDownloadIcon: false, showPreviewIcon: false }}
        onPreview={(file) => open(file.uid)}
        beforeUpload={(file) => {
          const problem = fileProblem(file, t);
          if (problem) {
            set([...latest.current, { uid: file.uid, name: file.name, fileId: null, status: 'error', error: problem }]);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const chosen = file as File & { uid: string };
          set([...latest.current, { uid: chosen.uid, name: chosen.name, fileId: null, status: 'uploading' }]);
          upload(chosen).then(
            (uploaded) => {
              update(chosen.uid, { fileId: uploaded.id, name: uploaded.name, url: fileUrl(uploaded.id), status: 'done' });
              onSuccess?.(uploaded);
            },
            (error: unknown) => {
              update(chosen.uid, { status: 'error', error: errorMessage(error, t('form.uploadFailed')) });
              onError?.(error instanceof Error ? error : new Error(t('form.uploadFailed')));
            },
          );
        }}
        onRemove={(file) => {
          const item = latest.current.find((entry) => entry.uid === file.uid);
          // Platform attachments stay (the server keeps them whatever is sent).
          if (item && item.fileId === null && item.status === 'done') return false;
          set(latest.current.filter((entry) => entry.uid !== file.uid));
          return true;
        }}
        // The list is ours (value/onChange); antd's own change events are not needed.
        onChange={() => undefined}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          {t('form.upload')}
        </Button>
      </Upload>
      {/* Always there, so that "downloading" is read out when it appears. */}
      <Typography.Text type="secondary" role="status">
        {opening && opening.error === undefined ? t('form.downloading', { name: opening.name }) : null}
      </Typography.Text>
      {failures.length > 0 || opening?.error !== undefined ? (
        <div role="alert">
          {failures.map((item) => (
            <Typography.Text key={item.uid} type="danger" style={{ display: 'block' }}>
              {t('form.fileError', { name: item.name, error: item.error ?? t('form.uploadFailed') })}
            </Typography.Text>
          ))}
          {opening?.error !== undefined ? (
            <Typography.Text type="danger" style={{ display: 'block' }}>
              {t('form.fileError', { name: opening.name, error: opening.error })}
            </Typography.Text>
          ) : null}
        </div>
      ) : null}
    </Flex>
  );
}
