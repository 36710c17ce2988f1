import { FILE_DOWNLOAD_PATH, RESULT_CODE, fileIdSchema } from '@portal/api-contract';
import { api } from './api';
import { ApiError, isApiError } from './api-error';
import type { DownloadedFile } from './client';
import { apiText } from './text';

/**
 * How long an object URL outlives its click. Chromium resolves the URL when the download starts;
 * Firefox and Safari may read it a little later (FileSaver.js waits 40 s for the same reason).
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** What the user is told when a download fails (issue 21 §1), from the failed call. */
export function downloadFailureMessage(error: unknown): string {
  if (!isApiError(error)) return apiText.t('download.failed');
  if (error.status === 401) return apiText.t('download.unauthorized');
  if (error.status === 403) return apiText.t('download.forbidden');
  if (error.status === 404 || error.code === RESULT_CODE.NOT_FOUND) return apiText.t('download.notFound');
  if (error.kind === 'timeout' || error.kind === 'network') return error.message;
  return apiText.t('download.failed');
}

/**
 * GET /web/file/<id> with the User-Token, through the app's client (so spec §8 holds: 401 ends
 * the session and goes to login with preUrl; the blob passes through unchanged). Rejects with an
 * ApiError whose message is downloadFailureMessage's; an abort rejects with the abort's error.
 */
export async function fetchFile(id: string, options: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const path = `${FILE_DOWNLOAD_PATH}/${id}`;
  // Only a file id goes into the path: nothing else is ever fetched with the token.
  if (!fileIdSchema.safeParse(id).success) throw new ApiError('schema', apiText.t('download.failed'), { path });
  try {
    return await api.download(path, options);
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new ApiError(error.kind, downloadFailureMessage(error), {
      path,
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
      cause: error,
    });
  }
}

/** Saves a blob as a file of that name: an object URL clicked as a download link, revoked afterwards. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

export interface DownloadFileOptions {
  /** The name to save under when the server gives none (the server's name comes first). */
  fallbackName?: string;
  signal?: AbortSignal;
}

/**
 * Issue 21 §1: fetches a file that needs the User-Token (application materials, drafts'
 * attachments) and saves it under the server's name. Resolves with the name it was saved under.
 */
export async function downloadFile(id: string, options: DownloadFileOptions = {}): Promise<string> {
  const file = await fetchFile(id, options.signal ? { signal: options.signal } : {});
  // Aborted while the body arrived (the link went away): nothing is saved.
  options.signal?.throwIfAborted();
  const name = file.fileName ?? options.fallbackName ?? id;
  saveBlob(file.blob, name);
  return name;
}
