import { createQueryClient } from '@portal/api-client';
import { setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { ResourceDetailPage } from '../pages/resource-detail-page';
import { ResourceListPage } from '../pages/resource-list-page';

export { ok, failure } from '@portal/api-client/testing';
export const setupResourceTest = setupApiMock;

/** The two pages as the shell routes them, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dataResource',
        children: [
          { index: true, Component: ResourceListPage },
          { path: 'detail/:id', Component: ResourceDetailPage },
        ],
      },
    ],
    path,
    createQueryClient(),
  );
}
