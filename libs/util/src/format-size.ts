const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size for attachment lists (issue 5): bytes below 1 KB as `B`, larger
 * sizes in binary units with one decimal below 10 (`1.5 MB`, `12 MB`).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.96 KB rounds to 1024: show the next unit instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}
