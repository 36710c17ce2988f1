import { createQueryClient } from '@portal/api-client';
import { renderRoutes } from '@portal/ui-kit/testing';
import { PolicyListPage } from '../pages/policy-list-page';

export const LIST = '/web/policy/list';
export const DETAIL = '/web/policy/detail';

/** The page as the shell routes it, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  return renderRoutes([{ path: '/policy', Component: PolicyListPage }], path, createQueryClient());
}
