/** The call drawer's chunk (issue 15: /applylist without `?id=` does not load it): its page and its loader load it. */
export const loadCallDetailDrawer = () => import('./call-detail-drawer');
