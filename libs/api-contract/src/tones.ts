/**
 * What a status means to the reader (for its badge), next to the status labels: every
 * screen that shows a status shows it the same way. The UI kit maps tones to colours.
 */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'warning';
