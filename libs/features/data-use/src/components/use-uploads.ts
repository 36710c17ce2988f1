import { Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, uploadProblem, type UploadedFile } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { dataUseText } from '../text';

/** The allowed file types, listed in the active language. */
export const uploadTypes = () => UPLOAD_EXTENSIONS.join(dataUseText.t('files.typeSeparator'));
export const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** A file in the field: uploaded now or saved before (ids are sent with the form). */
export interface ListedFile {
  id: string;
  name: string;
  sizeBytes: number;
}

/** A file still on its way, or one that failed (the reason stays until removed). */
export interface PendingRow {
  uid: string;
  name: string;
  error?: string;
}

/** Why a chosen file is refused before it is sent (allow-list, size limit, name), or null. */
export function refusal(file: Pick<File, 'name' | 'size'>): string | null {
  switch (uploadProblem(file)) {
    case 'type':
      return dataUseText.t('files.typeNotAllowed', { name: file.name, types: uploadTypes() });
    case 'size':
      return dataUseText.t('files.tooLarge', { name: file.name, maxMb: MAX_MB });
    case 'empty':
      return dataUseText.t('files.empty', { name: file.name });
    case 'name':
      return dataUseText.t('files.nameTooLong', { name: file.name, max: MAX_FILE_NAME_LENGTH });
    default:
      return null;
  }
}

export interface UploadsOptions {
  count: number;
  max: number;
  upload: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
  onFilesChange: Dispatch<SetStateAction<ListedFile[]>>;
  onUploadingChange?: ((count: number) => void) | undefined;
}

/**
 * The upload field's state (as onboarding's, issue 6): checks each chosen file and the count before
 * sending, sends each on its own, and keeps the ones on their way or refused with their reason.
 */
export function useUploads({ count, max, upload, onFilesChange, onUploadingChange }: UploadsOptions) {
  const [pending, setPending] = useState<PendingRow[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  // Read inside antd's callbacks, which run for a whole selection before React renders again.
  const counted = useRef(count);
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    counted.current = count;
  }, [count]);
  const uploading = pending.filter((row) => row.error === undefined).length;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const beforeUpload: UploadProps['beforeUpload'] = (file, selection) => {
    const first = selection[0] === file;
    const reason = refusal(file) ?? (counted.current + inFlight.current.size >= max ? dataUseText.t('files.tooMany', { max }) : null);
    setNotices((previous) => {
      const kept = first ? [] : previous;
      return reason && !kept.includes(reason) ? [...kept, reason] : kept;
    });
    if (reason) return Upload.LIST_IGNORE;
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
        onFilesChange((previous) => [...previous, { id: uploaded.id, name: uploaded.name, sizeBytes: uploaded.sizeBytes }]);
        onSuccess?.(uploaded);
      },
      (error: unknown) => {
        inFlight.current.delete(rcFile.uid);
        if (controller.signal.aborted) return;
        const text = errorMessage(error, dataUseText.t('files.uploadFailed'));
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
  return { pending, notices, clearNotices: () => setNotices([]), beforeUpload, customRequest, dropPending };
}
