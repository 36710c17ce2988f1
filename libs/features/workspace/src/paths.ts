/** Where the workspace pages this feature links to live (spec §2 workspace children and /dynamics). */
const WORKSPACE = '/workspace';
const withQuery = (path: string, query: Record<string, string>) => `${WORKSPACE}/${path}?${new URLSearchParams(query).toString()}`;

export const workspacePaths = {
  home: `${WORKSPACE}/home`,
  workerHome: `${WORKSPACE}/workerhome`,
  userDetail: (userId?: string) => (userId ? withQuery('user/detail', { userId }) : `${WORKSPACE}/user/detail`),
  applicationDetail: (id: string) => withQuery('domain/detail', { id }),
  apply: `${WORKSPACE}/domain/apply`,
  firstReview: `${WORKSPACE}/domain/firstReview`,
  finalReview: `${WORKSPACE}/domain/finalReview`,
  entryConfig: withQuery('domain/finalReview', { tab: 'entry' }),
  announcementList: `${WORKSPACE}/annouce/list`,
  announcementAdd: `${WORKSPACE}/annouce/add`,
  /** The public announcement page (spec §2 /dynamics child detail). */
  announcement: (id: string) => `/dynamics/detail/${encodeURIComponent(id)}`,
};
