import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS, uploadProblem, type UploadedFile } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { formatFileSize } from '@portal/util';
import { useText } from '@portal/i18n';
import { callsText, type CallsText } from '../text';

/** The allowed types as a list in the active language (、 in Chinese, commas in English). */
const typesOf = (t: CallsText) => UPLOAD_EXTENSIONS.join(t('file.typeSeparator'));
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** The response's file: uploaded now or saved with an earlier response. */
export interface ResponseFile {
  id: string;
  name: string;
  sizeBytes: number;
}

/** Why a chosen file is refused before it is sent (the contract's rule, as for application attachments), or null. */
export function fileRefusal(file: Pick<File, 'name' | 'size'>, t: CallsText = callsText.t): string | null {
  switch (uploadProblem(file)) {
    case 'type':
      return t('file.typeNotAllowed', { name: file.name, types: typesOf(t) });
    case 'size':
      return t('file.tooLarge', { name: file.name, maxMb: MAX_MB });
    case 'empty':
      return t('file.empty', { name: file.name });
    case 'name':
      return t('file.nameTooLong', { name: file.name, max: MAX_FILE_NAME_LENGTH });
    default:
      return null;
  }
}

export interface ResponseFileFieldProps {
  /** The file input's id, for the form label's `htmlFor`. */
  id: string;
  file: ResponseFile | null;
  onChange: (file: ResponseFile | null) => void;
  /** Sends the file (POST /second/file/upload, purpose response). */
  upload: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
  /** Whether an upload is on its way (the form waits for it before it sends). */
  onUploadingChange?: (uploading: boolean) => void;
  /** More help, read out with the control (where the template is). */
  hint?: string;
  disabled?: boolean;
}

type Pending = { name: string; error?: string };

/**
 * Issue 21 §10c: one file with a call response (the filled-in template). The type allow-list and
 * the 10 MB limit are checked before sending; the server checks them again with the magic bytes,
 * and its refusal (HTTP 413 with the spec §8 message, or a type it rejects) stays next to the
 * file. Choosing another file replaces the one listed.
 */
export function ResponseFileField({ id, file, onChange, upload, onUploadingChange, hint, disabled }: ResponseFileFieldProps) {
  const t = useText(callsText);
  const hintId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const uploading = pending !== null && pending.error === undefined;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    const reason = fileRefusal(chosen);
    setNotice(reason);
    return reason ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file: raw, onSuccess, onError }) => {
    const chosen = raw as RcFile;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending({ name: chosen.name });
    upload(chosen, controller.signal).then(
      (uploaded) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setPending(null);
        onChange({ id: uploaded.id, name: uploaded.name, sizeBytes: uploaded.sizeBytes });
        onSuccess?.(uploaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        const text = errorMessage(error, callsText.t('file.uploadFailed'));
        setPending({ name: chosen.name, error: text });
        onError?.(error instanceof Error ? error : new Error(text));
      },
    );
  };

  const dropPending = () => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(null);
  };
  const describedBy = hint ? `${hintId} ${hintId}-more` : hintId;

  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Upload
        id={id}
        accept={UPLOAD_ACCEPT}
        maxCount={1}
        fileList={[]}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <Button icon={<UploadOutlined aria-hidden />} aria-describedby={describedBy} disabled={disabled}>
          {file ? t('file.replace') : t('file.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" id={hintId}>
        {t('file.hint', { types: typesOf(t), maxMb: MAX_MB })}
      </Typography.Text>
      {hint ? (
        <Typography.Text type="secondary" id={`${hintId}-more`}>
          {hint}
        </Typography.Text>
      ) : null}
      {notice ? <Alert role="alert" type="error" showIcon title={notice} closable={{ 'aria-label': t('file.close') }} onClose={() => setNotice(null)} /> : null}
      {pending ? (
        <Flex gap={8} align="center" wrap>
          <PaperClipOutlined aria-hidden />
          <Typography.Text style={{ overflowWrap: 'anywhere' }} type={pending.error ? 'danger' : undefined}>
            {pending.name}
          </Typography.Text>
          {pending.error ? (
            <Typography.Text type="danger" role="alert">
              {pending.error}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" role="status">
              {t('file.uploading')}
            </Typography.Text>
          )}
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={pending.error ? t('file.remove', { name: pending.name }) : t('file.cancel', { name: pending.name })}
            onClick={dropPending}
          />
        </Flex>
      ) : file ? (
        <Flex gap={8} align="center" wrap>
          <PaperClipOutlined aria-hidden />
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Typography.Text>
          <Typography.Text type="secondary">{t('file.size', { size: formatFileSize(file.sizeBytes) })}</Typography.Text>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('file.remove', { name: file.name })}
            disabled={disabled}
            onClick={() => onChange(null)}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
