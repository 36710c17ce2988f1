// Class names of the page frame's stylesheet (layout.css), for the components that use them.

/** Text kept for screen readers only. */
export const VISUALLY_HIDDEN_CLASS = 'portal-visually-hidden';
/** A label shown on wide screens and kept for screen readers only below 992 px (icon buttons in the header). */
export const COMPACT_LABEL_CLASS = 'portal-compact-label';
