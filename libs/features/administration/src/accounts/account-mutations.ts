import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationApi, type AdminDetail, type AdminNewBody, type AdminUpdateBody, type TemporaryPasswordData } from '@portal/api-contract';
import { api, isConflict } from '@portal/api-client';
import { administrationQueries } from '../api/administration-queries';

/*
 * The changes are quiet (no toast): each screen shows the failure next to the action, and a stale
 * version (409 / 4090) also reloads the account, so the administrator sees what changed.
 */

export type AccountChange =
  | { kind: 'create'; body: AdminNewBody }
  | { kind: 'update'; body: AdminUpdateBody }
  | { kind: 'disable'; body: { id: string; version: number; reason: string } }
  | { kind: 'enable'; body: { id: string; version: number } }
  | { kind: 'reset'; body: { id: string; version: number } };

export type AccountChangeResult = { kind: 'detail'; detail: AdminDetail } | { kind: 'password'; password: TemporaryPasswordData };

async function run(change: AccountChange): Promise<AccountChangeResult> {
  const quiet = { quiet: true };
  switch (change.kind) {
    case 'create':
      return { kind: 'password', password: await api.call(administrationApi.create, { body: change.body }, quiet) };
    case 'reset':
      return { kind: 'password', password: await api.call(administrationApi.resetPassword, { body: change.body }, quiet) };
    case 'update':
      return { kind: 'detail', detail: await api.call(administrationApi.update, { body: change.body }, quiet) };
    case 'disable':
      return { kind: 'detail', detail: await api.call(administrationApi.disable, { body: change.body }, quiet) };
    case 'enable':
      return { kind: 'detail', detail: await api.call(administrationApi.enable, { body: change.body }, quiet) };
  }
}

/** Every change of a staff account; lists reload after it, and a conflict reloads the account. */
export function useAccountChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      if (result.kind === 'detail') queryClient.setQueryData(administrationQueries.detail(result.detail.id).queryKey, result.detail);
      else await queryClient.invalidateQueries({ queryKey: administrationQueries.detail(result.password.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: administrationQueries.all() });
    },
    onError: async (error) => {
      if (isConflict(error)) await queryClient.invalidateQueries({ queryKey: administrationQueries.accounts() });
    },
  });
}
