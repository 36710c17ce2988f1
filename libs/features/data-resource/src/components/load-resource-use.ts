/** The chunk of the detail page's delivery sections (issue 22), for the page and the route's loader. */
export const loadResourceUse = () => import('./resource-use');
