import * as z from 'zod/mini';
import { defineRoute } from './route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness of the API.',
    access: 'public',
    data: z.object({ status: z.literal('up') }),
  }),
} as const;
