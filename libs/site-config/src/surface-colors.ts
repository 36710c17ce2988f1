// Apart from the schemas (issue 13): the browser needs the colours, not zod.

/**
 * Surfaces the brand colours are painted on and against: white (text on primary
 * buttons, cards) and the page background. Brand colours must reach WCAG AA
 * contrast with both (checked per site by check-site.ts, and by axe in Storybook).
 */
export const SURFACE_COLORS = { container: '#ffffff', body: '#f8fafc' } as const;
