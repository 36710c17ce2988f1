/** @portal/feature-analytics: usage analytics of the portal (issue 18); its page loads lazily from `@portal/feature-analytics/routes`. */
export { analyticsRoutes } from './routes';
