import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationApi, type RoleSaveBody, type RoleView } from '@portal/api-contract';
import { api, isConflict } from '@portal/api-client';
import { administrationQueries } from '../api/administration-queries';

/*
 * Quiet (no toast): the editor shows a refusal next to the form and stays open. Every refusal of
 * role-save is a 409 / 4090 (a stale version, a name already taken, or no administrator left with
 * the admin-management right), and each means the list the administrator was looking at is out of
 * date, so it is read again; the editor then saves with the version read.
 */

/** POST /primary/admin/role-save — creates a role (no id, no version) or changes one at the version read. */
export const saveRole = (body: RoleSaveBody) => api.call(administrationApi.roleSave, { body }, { quiet: true });

export function useSaveRole() {
  const queryClient = useQueryClient();
  const roles = administrationQueries.roles().queryKey;
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async (saved: RoleView) => {
      // Shown at once; the list is then read again with the holders' counts as the server has them.
      queryClient.setQueryData(roles, (list: RoleView[] | undefined) =>
        list?.some((role) => role.id === saved.id) ? list.map((role) => (role.id === saved.id ? saved : role)) : list && [...list, saved],
      );
      // The holders' rights changed with the role (decision 0029): the accounts lists and details too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: roles }), queryClient.invalidateQueries({ queryKey: administrationQueries.accounts() })]);
    },
    onError: async (error: Error) => {
      if (isConflict(error)) await queryClient.invalidateQueries({ queryKey: roles });
    },
  });
}
