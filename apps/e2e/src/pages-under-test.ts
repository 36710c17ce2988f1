import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closeActor, openActor, signInAsStaff } from './actors';
import { siteOrigin } from './fixtures';
import { plantStaff } from './planted-staff';
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

/**
 * The whole-site checks in groups of a few pages: each group is a test of its own, with its own time
 * limit (a test of all 34 public pages with axe ran past its limit on a loaded machine), and the groups
 * of a file run in parallel. `'details'` stands for a resource's and a product's detail (publicDetails).
 */
export const PUBLIC_PATH_GROUPS: readonly (readonly string[] | 'details')[] = [
  PUBLIC_PATHS.slice(0, 5),
  PUBLIC_PATHS.slice(5, 10),
  PUBLIC_PATHS.slice(10),
  'details',
];
export const ADMIN_WORKSPACE_PATH_GROUPS: readonly (readonly string[])[] = [ADMIN_WORKSPACE_PATHS.slice(0, 6), ADMIN_WORKSPACE_PATHS.slice(6)];

/** The sites the public checks visit: the province and a city with every feature off. */
export const SITES_UNDER_TEST = [
  { code: 'portal', name: 'the province' },
  { code: 'nj', name: 'a city (nj)' },
] as const;

/** A group's name in a test title, and its paths (the details read from the province's lists). */
export const groupName = (group: readonly string[] | 'details') => (group === 'details' ? "a resource's and a product's detail" : group.join(', '));
export async function groupPaths(request: APIRequestContext, provinceOrigin: string, group: readonly string[] | 'details'): Promise<readonly string[]> {
  return group === 'details' ? publicDetails(request, provinceOrigin) : group;
}

/** A resource's and a product's detail: the first of each list. */
export async function publicDetails(request: APIRequestContext, origin: string): Promise<string[]> {
  const first = async (list: string) => {
    const response = await request.get(`${origin}${api(`${list}?t=1&pageSize=1`)}`);
    return ((await response.json()).data.items as { id: string }[])[0]!.id;
  };
  return [`/dataResource/detail/${await first('/web/data-resource/list')}`, `/dataProduct/detail/${await first('/web/data-product/list')}`];
}

/** The axe rule sets every whole-site check runs (issue 19: WCAG 2.0–2.2 A and AA, and best practice). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's own build, put into the page under test once. `@axe-core/playwright`'s
 * builder evaluated this 0.5 MB script twice per page (and, outside its legacy mode, opened a
 * second page to finish the run) and returned every passing node too: 4.3–11.5 s a page on this
 * 2-core machine, against 0.3–1.3 s for the run itself. The pages have no frames for axe to
 * enter, so one injection into the top document is the whole run.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

async function runAxe(page: Page): Promise<AxeResults['violations']> {
  // A page checked again in another state (a menu opened, a dialog) still has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe;
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
}

/**
 * Issue 19: a page has one level-one heading, in its main area (axe asks for at least one; list and
 * detail pages had two, the header's site name and the page's own).
 */
async function headingOneProblems(page: Page): Promise<string[]> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')]
      .filter((heading) => !heading.closest('[aria-hidden="true"]'))
      .map((heading) => ({ text: (heading.textContent ?? '').trim().slice(0, 40), inMain: heading.closest('main') !== null })),
  );
  if (found.length === 1 && found[0]?.inMain) return [];
  return [`heading-one: ${found.length} level-one headings (${found.map((heading) => `${heading.text}${heading.inMain ? '' : ' outside main'}`).join(' | ')})`];
}

/** axe's violations on the page once it has settled, one line each (rule, impact, the first three targets), and the one-h1 rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // A colour read while a region is busy (a facet panel dimmed while its counts refetch) or mid-transition
  // is not the page's colour: axe runs once nothing says it is busy and every finite animation and
  // transition has finished (a spinner's endless one aside).
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const violations = await runAxe(page);
  return [
    ...(await headingOneProblems(page)),
    ...violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ];
}

/** Visits each of `paths` on each origin and collects what `check` finds there, by address (empty when all is well). */
export async function problemsOnEachPage(page: Page, origins: readonly string[], paths: readonly string[], check: (page: Page) => Promise<string[]>) {
  const found: Record<string, string[]> = {};
  for (const origin of origins) {
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('main')).toBeVisible();
      const problems = await check(page);
      if (problems.length > 0) found[`${origin}${path}`] = problems;
    }
  }
  return found;
}

/**
 * Signs an admin of its own in, readies its page (`prepare`, e.g. a language or the reading mode),
 * and collects what `check` finds on each workspace path once its heading shows, by path.
 */
export async function problemsOnAdminPages(
  browser: Browser,
  baseURL: string | undefined,
  paths: readonly string[],
  check: (page: Page) => Promise<string[]>,
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<Record<string, string[]>> {
  const origin = siteOrigin(baseURL);
  const admin = await openActor(browser, baseURL);
  try {
    await signInAsStaff(admin, origin, plantStaff('admin'));
    await prepare(admin.page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await admin.page.goto(`${origin}${path}`);
      await expect(admin.page.getByRole('heading', { level: 1 })).toBeVisible();
      const problems = await check(admin.page);
      if (problems.length > 0) found[path] = problems;
    }
    return found;
  } finally {
    await closeActor(admin);
  }
}
