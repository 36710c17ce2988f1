/**
 * @portal/feature-home: spec §2 /home, the content wall of spec §7. The page loads
 * lazily from `@portal/feature-home/routes`; this entry gives the shell the query factory.
 */
export { wallQueries } from './api/wall-queries';
export { getWall } from './api/get-wall';
export { homeText } from './text';
