import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallResponse, type CallResponseBody, callsApi } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { callQueries } from './call-queries';

/** POST /second/call/respond — a corporation responds to an open call; sending again replaces its response. */
export function respondToCall(body: CallResponseBody): Promise<CallResponse> {
  return api.call(callsApi.respond, { body });
}

/** Submits a response; the answer becomes the cached response, and the call's count is read again. */
export function useRespondToCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToCall,
    onSuccess: async (response) => {
      queryClient.setQueryData(callQueries.myResponse(response.callId).queryKey, response);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...callQueries.details(), response.callId] }),
        queryClient.invalidateQueries({ queryKey: callQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: callQueries.responseLists() }),
      ]);
    },
  });
}
