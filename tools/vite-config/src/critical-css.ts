import { PurgeCSS } from 'purgecss';

/** The antd class names the web code draws itself (libs/ui-kit/scripts/antd-components.ts antdClassesDrawn). */
export interface DrawnAntdClasses {
  /** Whole class names written in the sources (`ant-card-body`). */
  classes: readonly string[];
  /** The fixed starts of class names completed at run time (`ant-col-` of `` `ant-col-${span}` ``). */
  prefixes: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 13: the part of a site's antd stylesheet that the first paint needs. Public pages draw antd's
 * markup without antd's code, so their antd class names are the ones written in the sources; a rule
 * is kept when each antd class of its selector is one of them (or starts with a drawn prefix). Every
 * rule that names no antd class is kept: the theme's variables, the age-friendly mode's, element
 * rules and keyframes. The whole sheet still loads before antd's own components render (AntdScope),
 * after this one, so the cascade is the whole sheet's.
 */
export async function criticalAntdCss(css: string, drawn: DrawnAntdClasses): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: drawn.classes.join(' '), extension: 'txt' }],
    css: [{ raw: css }],
    defaultExtractor: (content) => content.split(/\s+/).filter(Boolean),
    // PurgeCSS judges every name of a selector (classes, tags, ids, attributes); only antd's classes are ours to judge.
    safelist: { standard: [/^(?!ant-)/, ...drawn.prefixes.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`))] },
  });
  if (!result) throw new Error('criticalAntdCss: PurgeCSS returned no stylesheet');
  return result.css;
}
