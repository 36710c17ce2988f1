import type { CSSProperties } from 'react';

// Class names of the page frame's stylesheet (layout.css), for the components that use them.

/** Text kept for screen readers only. */
export const VISUALLY_HIDDEN_CLASS = 'portal-visually-hidden';
/** A label shown on wide screens and kept for screen readers only below 992 px (icon buttons in the header). */
export const COMPACT_LABEL_CLASS = 'portal-compact-label';

/** Visually hidden but read by screen readers: the inline form of VISUALLY_HIDDEN_CLASS. */
export const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };
