import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnnouncementDetail, type AnnouncementSaveInput, announcementsApi } from '@portal/api-contract';
import { api, isConflict } from '@portal/api-client';
import { announcementQueries } from './announcement-queries';

/*
 * The changes are quiet (no toast): each screen shows the failure next to the action, and a
 * stale version (409 / 4090) also reloads what the user was looking at.
 */

/** POST /primary/announcement/save — creates a draft or edits a draft / offline one (with its version). */
export const saveAnnouncement = (body: AnnouncementSaveInput) => api.call(announcementsApi.save, { body }, { quiet: true });
/** POST /primary/announcement/publish */
export const publishAnnouncement = (body: { id: string; version: number }) => api.call(announcementsApi.publish, { body }, { quiet: true });
/** POST /primary/announcement/offline */
export const offlineAnnouncement = (body: { id: string; version: number }) => api.call(announcementsApi.offline, { body }, { quiet: true });

function useAfterChange() {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (detail: AnnouncementDetail) => {
      queryClient.setQueryData(announcementQueries.detail(detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: announcementQueries.lists() });
    },
    onError: async (error: Error, id: string | undefined) => {
      if (!isConflict(error)) return;
      await Promise.all([
        id ? queryClient.invalidateQueries({ queryKey: announcementQueries.detail(id).queryKey }) : null,
        queryClient.invalidateQueries({ queryKey: announcementQueries.lists() }),
      ]);
    },
  };
}

/** Saves; with `publish`, then publishes with the version the save returned. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  const after = useAfterChange();
  return useMutation({
    mutationFn: async ({ input, publish, onSaved }: { input: AnnouncementSaveInput; publish: boolean; onSaved?: (saved: AnnouncementDetail) => void }) => {
      const saved = await saveAnnouncement(input);
      // Stored at once: if the publish then fails, the next try edits this draft with its version.
      queryClient.setQueryData(announcementQueries.detail(saved.id).queryKey, saved);
      onSaved?.(saved);
      return publish ? publishAnnouncement({ id: saved.id, version: saved.version }) : saved;
    },
    onSuccess: after.onSuccess,
    onError: (error, variables) => after.onError(error, variables.input.id),
  });
}

/** Publishes or takes offline the announcement at the version the list showed. */
export function useChangeState() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ change, id, version }: { change: 'publish' | 'offline'; id: string; version: number }) =>
      change === 'publish' ? publishAnnouncement({ id, version }) : offlineAnnouncement({ id, version }),
    onSuccess: after.onSuccess,
    onError: (error, variables) => after.onError(error, variables.id),
  });
}
