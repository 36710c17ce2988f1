import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@portal/api-client';

/** Stories render pages from data put in the cache up front: no network. */
export function SeededQueryClient({ seed, children }: { seed: [queryKey: readonly unknown[], data: unknown][]; children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity, retry: false } });
    for (const [key, data] of seed) queryClient.setQueryData(key, data);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
