import { createQueryClient } from '@portal/api-client';
import { renderRoutes } from '@portal/ui-kit/testing';
import { NewsDetailPage } from '../pages/news-detail-page';
import { NewsListPage } from '../pages/news-list-page';

export const LIST = '/web/news/list';
export const DETAIL = '/web/news/detail';

/** The two pages as the shell routes them, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dynamics',
        children: [
          { index: true, Component: NewsListPage },
          { path: 'detail/:id', Component: NewsDetailPage },
        ],
      },
    ],
    path,
    createQueryClient(),
  );
}
