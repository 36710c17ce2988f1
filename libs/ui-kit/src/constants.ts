/**
 * The numbers of spec §9 that the UI uses, in one place.
 */
export const UI_CONSTANTS = {
  /** Spec §9: message toasts sit 160 px from the top and last 3 s. */
  message: { top: 160, duration: 3 },
  /** Spec §9: "elsewhere default top offset 8 px". */
  defaultTopOffset: 8,
  /** Spec §9: notifications last 4.5 s; stacked with offset 8 from threshold 3; gap 16 between them. */
  notification: { duration: 4.5, offset: 8, threshold: 3, gap: 16 },
  /** Spec §9: modal widths. */
  modalWidth: { legalPersonNotice: 600, loading: 200 },
  /** Spec §9: link prefetch default none; on intent after 50 ms; on viewport with a 100 px margin. */
  prefetch: { defaultMode: 'none', intentDelayMs: 50, viewportMarginPx: 100 },
  /** Spec §7/§9: code chunks load lazily with a 120 s timeout. */
  chunkLoadTimeoutMs: 120_000,
} as const;
