import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryApi, type DictionaryGroup, type DictionarySaveBody, type DictionaryTryBody } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { dictionaryQueries } from './dictionary-queries';

/*
 * Quiet (no toast): the editor shows a refused save next to the form and stays open (a 400 says
 * why, e.g. a term already in another group of the same kind); a refused delete is shown above
 * the list. A change applies to the next query, so the groups and the zero-result searches (which
 * a new group may now answer) are read again after it.
 */

const quiet = { quiet: true };

/** POST /primary/search/dictionary/save — adds a group (no id) or changes one. */
export const saveGroup = (body: DictionarySaveBody): Promise<DictionaryGroup> => api.call(dictionaryApi.save, { body }, quiet);

/** POST /primary/search/dictionary/delete. */
export const removeGroup = (id: number): Promise<null> => api.call(dictionaryApi.remove, { body: { id } }, quiet);

/** POST /primary/search/dictionary/try — nothing is saved. */
export const tryDictionary = (body: DictionaryTryBody) => api.call(dictionaryApi.tryQuery, { body }, quiet);

function useInvalidateDictionary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dictionaryQueries.all() });
}

export function useSaveGroup() {
  const invalidate = useInvalidateDictionary();
  return useMutation({ mutationFn: saveGroup, onSuccess: invalidate });
}

export function useRemoveGroup() {
  const invalidate = useInvalidateDictionary();
  return useMutation({ mutationFn: removeGroup, onSuccess: invalidate });
}

/** A query tried with the dictionary as it is and with the editor's change; nothing to reload. */
export function useTryDictionary() {
  return useMutation({ mutationFn: tryDictionary });
}
