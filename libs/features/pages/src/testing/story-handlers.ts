import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { ABOUT, PRIVACY } from './fixtures';

const PAGE = anyOrigin('/web/page');

/** msw handlers of the stories (`parameters.msw.handlers`): answered by slug, loading forever, failing. */
export const pageHandlers = {
  page: [http.get(PAGE, ({ request }) => ok(new URL(request.url).searchParams.get('slug') === 'privacy' ? PRIVACY : ABOUT))],
  loading: [http.get(PAGE, async () => delay('infinite'))],
  error: [http.get(PAGE, () => failure(5000, '服务繁忙，请稍后再试'))],
};
