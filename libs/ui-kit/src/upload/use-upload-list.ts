import { Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { reviewText } from '../review-text';

/** A file in the field: uploaded now or saved before (its id goes with the form). */
export interface UploadListItem {
  id: string;
  name: string;
  sizeBytes: number;
}

/** What the field hands each upload: `signal` aborts it (the row was removed, the field went away); `onProgress` (0–100) shows how far it got, if the upload can tell. */
export interface UploadRequest {
  signal: AbortSignal;
  onProgress?: (percent: number) => void;
}

/** Sends one file; resolves with what the server stored, or rejects with an Error whose message says why (shown next to the file). */
export type UploadFn = (file: File, request: UploadRequest) => Promise<UploadListItem>;

/** Why a file may not be sent, as far as its name and size tell. */
export type UploadProblem = 'type' | 'size' | 'empty' | 'name';

/** The rule each chosen file is checked by before it is sent (the server checks it again). */
export interface UploadRules {
  /** The allowed extensions without the dot: the input's `accept`, and listed to the user. */
  extensions: readonly string[];
  maxBytes: number;
  /** The longest file name, in characters. */
  maxNameLength: number;
  /** The check itself (give the contract's, so that client and server agree): null when the file may go. */
  problem: (file: { name: string; size: number }) => UploadProblem | null;
}

/** A file on its way, or one that failed (its reason stays until the row is removed). */
export interface PendingUpload {
  uid: string;
  name: string;
  error?: string;
  percent?: number;
}

/** The allowed types as a list in the active language (、 in Chinese, commas in English). */
export const uploadTypes = (rules: UploadRules) => rules.extensions.join(reviewText.t('upload.typeSeparator'));
/** The size limit in MB, as the hint and the refusal say it. */
export const uploadMaxMb = (rules: UploadRules) => Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10;

/** Why a chosen file is refused before it is sent, in the active language, or null. `single`: a one-file field (no advice to split). */
export function uploadRefusal(file: { name: string; size: number }, rules: UploadRules, single = false): string | null {
  switch (rules.problem(file)) {
    case 'type':
      return reviewText.t('upload.typeNotAllowed', { name: file.name, types: uploadTypes(rules) });
    case 'size':
      return reviewText.t(single ? 'upload.tooLargeOne' : 'upload.tooLarge', { name: file.name, maxMb: uploadMaxMb(rules) });
    case 'empty':
      return reviewText.t('upload.empty', { name: file.name });
    case 'name':
      return reviewText.t('upload.nameTooLong', { name: file.name, max: rules.maxNameLength });
    default:
      return null;
  }
}

/** Adds a refusal to the notices: a new selection starts a new list. */
const noticed = (previous: string[], reason: string | null, first: boolean) => {
  const kept = first ? [] : previous;
  return reason && !kept.includes(reason) ? [...kept, reason] : kept;
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : reviewText.t('upload.failed'));

export interface UploadListOptions {
  /** How many files are listed now. */
  count: number;
  /** At most this many; 1 makes a one-file field, where a new choice replaces the listed file. */
  max: number;
  rules: UploadRules;
  upload: UploadFn;
  onFilesChange: Dispatch<SetStateAction<UploadListItem[]>>;
  onUploadingChange?: ((count: number) => void) | undefined;
}

/**
 * The upload field's state: checks each chosen file (the rules, then the count) before sending, sends
 * each on its own, and keeps the ones on their way or refused with their reason. In a one-file field a
 * new choice aborts the one on its way and replaces the listed file once uploaded.
 */
export function useUploadList({ count, max, rules, upload, onFilesChange, onUploadingChange }: UploadListOptions) {
  const single = max === 1;
  const [pending, setPending] = useState<PendingUpload[]>([]);
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
    const full = !single && counted.current + inFlight.current.size >= max;
    const reason = uploadRefusal(file, rules, single) ?? (full ? reviewText.t('upload.tooMany', { max }) : null);
    setNotices((previous) => noticed(previous, reason, selection[0] === file));
    if (reason) return Upload.LIST_IGNORE;
    if (single) {
      inFlight.current.forEach((controller) => controller.abort());
      inFlight.current.clear();
      setPending([]);
    }
    // Counted at once, so the rest of this selection sees it.
    inFlight.current.set(file.uid, new AbortController());
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const { uid, name } = file as RcFile;
    const controller = inFlight.current.get(uid) ?? new AbortController();
    const update = (change: Partial<PendingUpload>) => setPending((rows) => rows.map((row) => (row.uid === uid ? { ...row, ...change } : row)));
    const onProgress = (percent: number) => {
      if (!controller.signal.aborted) update({ percent: Math.round(percent) });
    };
    setPending((rows) => [...rows, { uid, name }]);
    upload(file as RcFile, { signal: controller.signal, onProgress }).then(
      (uploaded) => {
        inFlight.current.delete(uid);
        if (controller.signal.aborted) return;
        setPending((rows) => rows.filter((row) => row.uid !== uid));
        const item = { id: uploaded.id, name: uploaded.name, sizeBytes: uploaded.sizeBytes };
        onFilesChange((previous) => (single ? [item] : [...previous, item]));
        onSuccess?.(uploaded);
      },
      (error: unknown) => {
        inFlight.current.delete(uid);
        if (controller.signal.aborted) return;
        const text = messageOf(error);
        update({ error: text });
        onError?.(error instanceof Error ? error : new Error(text));
      },
    );
  };

  const dropPending = (uid: string) => {
    inFlight.current.get(uid)?.abort();
    inFlight.current.delete(uid);
    setPending((rows) => rows.filter((row) => row.uid !== uid));
  };
  return { single, pending, notices, clearNotices: () => setNotices([]), beforeUpload, customRequest, dropPending };
}
