export interface TitleParts {
  /** The route's label (spec §2). */
  label: string | undefined;
  /** A child page's section (the detail's list). */
  section?: string | undefined;
  /** What the page shows, once it is there (a resource's name). */
  item?: string | undefined;
  /** The site's name: every title ends with it. */
  site: string;
}

/** Between the parts of a title, as government sites write it. */
export const TITLE_SEPARATOR = ' - ';

/**
 * The document title (spec §2, issue 21 §11): the route's label and the site's name; on a page
 * that shows an item, the item, its section and the site's name — e.g.
 * `交通运输企业名录 - 数据资源 - 江苏省公共数据授权运营平台`. A part equal to the one before is
 * left out (a city's page is labelled with the city site's name).
 */
export function documentTitle({ label, section, item, site }: TitleParts): string {
  const parts = item ? [item, section ?? label, site] : [label, site];
  return parts
    .filter((part): part is string => Boolean(part))
    .filter((part, index, all) => index === 0 || part !== all[index - 1])
    .join(TITLE_SEPARATOR);
}
