/** The workspace home and user-detail pages (issue 6), loaded lazily by the shell. */
export {};
