import { createQueryClient } from '@portal/api-client';
import { renderRoutes } from '@portal/ui-kit/testing';
import { ProductDetailPage } from '../pages/product-detail-page';
import { ProductListPage } from '../pages/product-list-page';

export const LIST = '/web/data-product/list';
export const DETAIL = '/web/data-product/detail';

/** The two pages as the shell routes them, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dataProduct',
        children: [
          { index: true, Component: ProductListPage },
          { path: 'detail/:id', Component: ProductDetailPage },
        ],
      },
    ],
    path,
    createQueryClient(),
  );
}
