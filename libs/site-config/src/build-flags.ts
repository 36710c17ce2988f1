/**
 * `true` in a site app's browser bundle (issue 13; tools/vite-config defines it): the build has already
 * loaded and validated the site records (it imports the site's record, which runs the schemas), so the
 * bundle takes them as they are and does not ship the schemas. Undefined in tests, tools and the server,
 * which validate. Read it inline (`typeof … && …`) where it decides: the bundler folds it there.
 */
declare global {
  const __PORTAL_SITE_RECORDS_CHECKED__: boolean | undefined;
}

export {};
