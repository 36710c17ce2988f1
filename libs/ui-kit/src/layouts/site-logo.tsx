/**
 * The platform's mark: a seal-like ring around a data lattice, drawn in the site's
 * primary colour (currentColor). Decorative: the site name beside it is the link's text.
 * A deployment with an issued emblem replaces this file's drawing, not its callers.
 */
export function SiteLogo({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="portal-site-logo"
      style={{ flex: 'none', color: 'var(--ant-color-primary)' }}
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="24" cy="24" r="17" fill="currentColor" />
      <g fill="#ffffff">
        <rect x="14" y="14" width="6" height="6" rx="1" />
        <rect x="21" y="14" width="6" height="6" rx="1" />
        <rect x="28" y="14" width="6" height="6" rx="1" opacity="0.6" />
        <rect x="14" y="21" width="6" height="6" rx="1" opacity="0.6" />
        <rect x="21" y="21" width="6" height="6" rx="1" />
        <rect x="28" y="21" width="6" height="6" rx="1" />
        <rect x="14" y="28" width="6" height="6" rx="1" />
        <rect x="21" y="28" width="6" height="6" rx="1" opacity="0.6" />
        <rect x="28" y="28" width="6" height="6" rx="1" />
      </g>
    </svg>
  );
}
