import { describe, expect, it } from 'vitest';
import { criticalAntdCss } from './critical-css';

// Issue 13 §Bytes: the first antd stylesheet keeps the rules of the class names the code draws.
describe('criticalAntdCss', () => {
  const css = [
    '.ant-btn{display:inline-flex}',
    '.ant-btn .ant-btn-icon>svg{line-height:0}',
    '.ant-btn-color-purple{color:purple}',
    '.ant-btn:hover:not(:disabled){opacity:.9}',
    '.ant-btn [class^="ant-btn"]{box-sizing:border-box}',
    '.ant-menu-inline .ant-menu-item{padding:0}',
    '.ant-menu-item,.ant-card-body{margin:0}',
    '.ant-drawer-mask{position:absolute}',
    '@media (max-width:575px){.ant-col-xs-24{display:block}.ant-picker{width:100%}}',
    ':where(.portal){--ant-color-primary:#1d4ed8}',
    'html.portal-large-text :where(.portal){--ant-font-size:18px}',
    'a{color:inherit}',
    '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}',
  ].join('');
  const drawn = { classes: ['ant-btn', 'ant-btn-icon', 'ant-card-body', 'ant-menu-item'], prefixes: ['ant-btn-color-', 'ant-col-'] };

  it('keeps a rule when every antd class of a selector is drawn or starts with a drawn prefix', async () => {
    const first = await criticalAntdCss(css, drawn);
    expect(first).toContain('.ant-btn{display:inline-flex}');
    expect(first).toContain('.ant-btn .ant-btn-icon>svg{line-height:0}');
    expect(first).toContain('.ant-btn-color-purple{color:purple}');
    expect(first).toContain('.ant-btn:hover:not(:disabled)');
    expect(first).toContain('.ant-col-xs-24{display:block}');
    // Of a selector list, the selectors of drawn classes stay.
    expect(first).toContain('.ant-menu-item,.ant-card-body{margin:0}');
  });

  it('drops the rules of class names only antd’s own components add', async () => {
    const first = await criticalAntdCss(css, drawn);
    expect(first).not.toContain('ant-drawer-mask');
    expect(first).not.toContain('ant-menu-inline');
    expect(first).not.toContain('ant-picker');
  });

  it('keeps every rule that names no antd class: theme variables, the age-friendly mode, elements, keyframes', async () => {
    const first = await criticalAntdCss(css, drawn);
    expect(first).toContain(':where(.portal){--ant-color-primary:#1d4ed8}');
    expect(first).toContain('html.portal-large-text :where(.portal){--ant-font-size:18px}');
    expect(first).toContain('a{color:inherit}');
    expect(first).toContain('@keyframes antFadeIn');
  });

  it('keeps nothing of antd’s components when nothing is drawn', async () => {
    const first = await criticalAntdCss(css, { classes: [], prefixes: [] });
    expect(first).not.toMatch(/\.ant-/);
    expect(first).toContain('a{color:inherit}');
  });
});
