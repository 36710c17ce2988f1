/**
 * The page frame's own rules, hoisted once into <head> by React 19 (`<style href precedence>`).
 * Layout switches by media query, so the first paint is right before any script measures.
 * 992 px is antd's `lg` breakpoint: below it the header navigation and the workspace side
 * navigation move into the 菜单 drawer (issue 21 §3).
 */
export const LAYOUT_CSS_HREF = 'ui-kit-layout';

/** Text kept for screen readers only. */
export const VISUALLY_HIDDEN_CLASS = 'portal-visually-hidden';
/** A label shown on wide screens and kept for screen readers only below 992 px (icon buttons in the header). */
export const COMPACT_LABEL_CLASS = 'portal-compact-label';

export const LAYOUT_CSS = `
body{margin:0}
header.portal-header{container:portal-header/inline-size;height:auto;line-height:1.5;padding:0;position:relative;z-index:10;box-shadow:0 1px 4px rgba(0,21,41,.08)}
.portal-header-bar{display:flex;align-items:center;gap:16px;min-height:64px;max-width:1248px;margin:0 auto;padding:8px 24px;box-sizing:border-box}
.portal-header-brand{display:flex;align-items:center;gap:10px;min-width:0;color:inherit;text-decoration:none}
h1.portal-header-title.portal-header-title{font-size:20px;line-height:1.3;margin:0}
.portal-header-actions{display:flex;align-items:center;gap:12px;margin-inline-start:auto;flex:none}
.portal-header-menu-button.portal-header-menu-button{display:none}
main.portal-main{padding:24px}
.portal-footer-toggle{background:none;border:0;padding:0;font:inherit;cursor:pointer}
.portal-footer-toggle[aria-pressed=true]::after{content:'（已开启）'}
.portal-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.portal-header-nav{border-top:1px solid rgba(5,5,5,.06);line-height:46px}
.portal-header-nav .portal-nav-menu{max-width:1248px;margin:0 auto;padding:0 8px;box-sizing:border-box}
.portal-drawer-group ul{list-style:none;margin:0 0 16px;padding:0}
.portal-drawer-group a{display:block;padding:10px 12px;border-radius:6px;color:rgba(0,0,0,.88);text-decoration:none}
.portal-drawer-group a:hover{background:rgba(0,0,0,.04)}
.portal-drawer-group a.portal-drawer-current{background:var(--ant-control-item-bg-active);color:var(--ant-color-primary-active);font-weight:600}
h2.portal-drawer-heading.portal-drawer-heading{font-size:13px;font-weight:400;color:rgba(0,0,0,.62);margin:0 0 4px 12px}
/* The header decides by its own width (a container query), so a header in a narrow frame
   (a story, an embedded preview) behaves as it would on a phone. */
@container portal-header (max-width:991.98px){
  .portal-header-nav{display:none}
  .portal-header-menu-button.portal-header-menu-button{display:inline-flex}
  .portal-header-bar{gap:8px;padding:8px 12px}
  h1.portal-header-title.portal-header-title{font-size:16px}
  .portal-header-actions{gap:4px}
  .portal-header .portal-compact-label{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
}
@media (max-width:991.98px){
  .portal-workspace-sider.portal-workspace-sider{display:none}
  main.portal-main{padding:16px}
}
`;

/** The rules above, as an element any layout piece renders (React 19 hoists and dedupes it by `href`). */
export function LayoutStyles() {
  return (
    <style href={LAYOUT_CSS_HREF} precedence="default">
      {LAYOUT_CSS}
    </style>
  );
}
