import type { authApi } from '@portal/api-contract';

/**
 * Issue 13: the sign-in calls' routes (and the schemas they parse with) load with the first such call,
 * not with every page: the start of the app only reads the stored state (parseAuthState, no zod).
 */
export const authRoutes = (): Promise<typeof authApi> => import('./auth-routes').then((module) => module.authApi);
