import type { APIRequestContext } from '@playwright/test';
import { api } from './sign-in.helpers';

/*
 * The pages the whole-site checks visit (issue 19: reflow at 320 px, axe): every public route, and
 * the workspace pages an admin opens. A new page belongs here.
 */

/** Every public route without an item (details: publicDetails). */
export const PUBLIC_PATHS = [
  '/home',
  '/dataResource',
  '/dataProduct',
  '/dynamics',
  '/policy',
  '/applylist',
  '/about',
  '/richTextCenter',
  `/search?q=${encodeURIComponent('交通')}`,
  '/siteMap',
  '/accessibility',
  '/login',
  '/login/choose',
  '/403',
  '/404',
] as const;

/** The workspace pages of an admin (its rights: every console page). */
export const ADMIN_WORKSPACE_PATHS = [
  '/workspace/home',
  '/workspace/domain/finalReview',
  '/workspace/annouce/list',
  '/workspace/annouce/add',
  '/workspace/admin/list',
  '/workspace/admin/new',
  '/workspace/users',
  '/workspace/roles',
  '/workspace/audit',
  '/workspace/search/dictionary',
  '/workspace/content/wall',
  '/workspace/analytics',
] as const;

/** A resource's and a product's detail: the first of each list. */
export async function publicDetails(request: APIRequestContext, origin: string): Promise<string[]> {
  const first = async (list: string) => {
    const response = await request.get(`${origin}${api(`${list}?t=1&pageSize=1`)}`);
    return ((await response.json()).data.items as { id: string }[])[0]!.id;
  };
  return [`/dataResource/detail/${await first('/web/data-resource/list')}`, `/dataProduct/detail/${await first('/web/data-product/list')}`];
}
