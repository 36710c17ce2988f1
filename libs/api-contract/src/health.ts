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
  ready: defineRoute({
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness (issue 20): the node answers and reaches its database; 503 while it shuts down or the database is down.',
    access: 'public',
    data: z.object({ status: z.literal('ready') }),
  }),
} as const;
