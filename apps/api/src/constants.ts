/** Spec §7: all calls use this base path. */
export const API_PREFIX = '/alpha-portal/api/v1';
