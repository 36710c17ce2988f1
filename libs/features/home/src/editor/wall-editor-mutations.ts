import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FILE_UPLOAD_PATHS,
  contentEditorApi,
  type ContentWall,
  type UploadedFile,
  type WallChangeBody,
  type WallDraftBlock,
  type WallEditor,
  type WallRollbackBody,
  type WallSaveBody,
} from '@portal/api-contract';
import { api, isConflict, uploadFile } from '@portal/api-client';
import { wallQueries } from '../api/wall-queries';
import { wallEditorQueries } from './wall-editor-queries';

/*
 * Quiet (no toast): the page shows a refused change above the editor (a 409 says someone changed
 * the wall first; the detail is then read again). Every change answers the editor's new view,
 * which replaces the cached detail; publishing and rolling back change the public wall too.
 */

const quiet = { quiet: true };

/** POST /primary/content/wall/save — the site's draft; the public wall is unchanged. */
export const saveWall = (body: WallSaveBody): Promise<WallEditor> => api.call(contentEditorApi.save, { body }, quiet);

/** POST /primary/content/wall/preview — the blocks resolved like the public wall; nothing is saved. */
export const previewWall = (body: { site: string; blocks: WallDraftBlock[] }): Promise<ContentWall> => api.call(contentEditorApi.preview, { body }, quiet);

/** POST /primary/content/wall/publish — the saved draft as the next version. */
export const publishWall = (body: WallChangeBody): Promise<WallEditor> => api.call(contentEditorApi.publish, { body }, quiet);

/** POST /primary/content/wall/discard — drops the draft. */
export const discardWall = (body: WallChangeBody): Promise<WallEditor> => api.call(contentEditorApi.discard, { body }, quiet);

/** POST /primary/content/wall/rollback — an earlier version's blocks published again. */
export const rollbackWall = (body: WallRollbackBody): Promise<WallEditor> => api.call(contentEditorApi.rollback, { body }, quiet);

/** POST /primary/file/upload with purpose `wall-image` (JPEG or PNG, 2 MB; the field shows its own progress). */
export const uploadWallImage = (file: File, signal?: AbortSignal): Promise<UploadedFile> =>
  uploadFile(FILE_UPLOAD_PATHS.primary, file, { purpose: 'wall-image', ...(signal ? { signal } : {}) });

/** A change of a site's wall: its answer replaces the cached detail; a conflict reads the detail again. */
function useWallChange<Body extends { site: string }>(send: (body: Body) => Promise<WallEditor>, { publicChange = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (editor, body) => {
      queryClient.setQueryData(wallEditorQueries.detail(body.site).queryKey, editor);
      if (publicChange) void queryClient.invalidateQueries({ queryKey: wallQueries.all(), exact: true });
    },
    onError: (error, body) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: wallEditorQueries.detail(body.site).queryKey });
    },
  });
}

export const useSaveWall = () => useWallChange(saveWall);
export const usePublishWall = () => useWallChange(publishWall, { publicChange: true });
export const useDiscardWall = () => useWallChange(discardWall);
export const useRollbackWall = () => useWallChange(rollbackWall, { publicChange: true });

/** What the preview panel shows: the wall resolved, and what it is (the editor's blocks or a version). */
export interface PreviewResult {
  wall: ContentWall;
  /** The published version shown; none for the editor's own blocks. */
  version: number | null;
}

/** 预览: the editor's blocks, or (with `version`) a published version's blocks read first. */
export function usePreviewWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { site: string; blocks: WallDraftBlock[] } | { site: string; version: number }): Promise<PreviewResult> => {
      if ('blocks' in input) return { wall: await previewWall(input), version: null };
      const stored = await queryClient.fetchQuery(wallEditorQueries.version(input.site, input.version));
      return { wall: await previewWall({ site: input.site, blocks: stored.blocks }), version: input.version };
    },
  });
}
