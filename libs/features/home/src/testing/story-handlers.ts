import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { WALL } from './fixtures';

const WALL_PATH = anyOrigin('/web/content-config/wall/');

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const wallHandlers = {
  wall: [http.get(WALL_PATH, () => ok(WALL))],
  loading: [http.get(WALL_PATH, async () => delay('infinite'))],
  empty: [http.get(WALL_PATH, () => ok({ updatedAt: WALL.updatedAt, blocks: [] }))],
  error: [http.get(WALL_PATH, () => failure(5000, '服务繁忙，请稍后再试'))],
};
