import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@portal/api-client';

/** Stories render the feature's components with a query client of their own (no network until a button is pressed). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}
