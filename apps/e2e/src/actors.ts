import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { RESULT_CODE } from '@portal/api-contract';
import { withE2eDatabase } from './e2e-database';
import { expect } from './fixtures';
import { api, sentSmsCode, signInCorporation, type DemoCorporation, type DemoStaff } from './sign-in.helpers';

/*
 * Actors of the multi-user walks (onboarding, reviews, downloads, call responses): each has a
 * browser context of its own, watched for page and console errors like the fixture's page.
 *
 * Walks that are not about signing in sign their actors in by protocol: the same calls the login
 * pages make (the dev CAS issues a service ticket, POST /web/login/primary, the SMS code from the
 * dev outbox, msg-check, /web/login/second), then the returned AuthState is stored as the login
 * page stores it (spec §3: cookie and local storage). The sign-in pages themselves are driven
 * in sign-in.spec.ts, sso-without-account.spec.ts, calls.spec.ts and navigation.spec.ts; doing it
 * again for every actor of every walk cost ~5 s each on a 2-core machine (issue 11).
 */

export interface Actor {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A context of its own (downloads accepted), watched for page and console errors. */
export async function openActor(browser: Browser, baseURL: string | undefined): Promise<Actor> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/** Ends an actor's part: no page or console error happened, and its context closes. */
export async function closeActor(actor: Actor): Promise<void> {
  expect(actor.problems).toEqual([]);
  await actor.context.close();
}

/** Through the pages: /login/choose, the dev CAS, the SMS step; lands on the corporation's home. */
export async function signInAsCorporationByPages(actor: Actor, origin: string, corporation: DemoCorporation): Promise<void> {
  await actor.page.goto(`${origin}/login/choose`);
  await signInCorporation(actor.page, actor.context.request, corporation);
  // /workspace leads a corporation to its own home.
  await expect(actor.page).toHaveURL(`${origin}/workspace/workerhome`);
}

/** By protocol (see above); lands on the corporation's home like the pages do. */
export async function signInAsCorporation(actor: Actor, origin: string, corporation: DemoCorporation): Promise<void> {
  const request = actor.context.request;
  const service = `${origin}/login`;
  const identity = withE2eDatabase(
    (db) => db.prepare('SELECT id FROM dev_sso_identities WHERE account = ?').get(corporation.account) as { id: string } | undefined,
  );
  if (!identity) throw new Error(`no dev SSO identity for ${corporation.account}`);
  const issued = await request.post(`${origin}/cas/login`, { form: { identity: identity.id, service }, maxRedirects: 0 });
  expect(issued.status(), 'the dev CAS issues a service ticket').toBe(302);
  const ticket = new URL(issued.headers()['location'] ?? '', origin).searchParams.get('ticket');
  expect(ticket, 'the dev CAS redirect carries a ticket').toMatch(/^ST-/);
  await finishSignIn(actor, origin, corporation.phone, { loginType: 'sso', ticket, service });
  await actor.page.goto(`${origin}/workspace`);
  await expect(actor.page).toHaveURL(`${origin}/workspace/workerhome`);
}

/** By protocol (see above); lands on the staff Home like the pages do. */
export async function signInAsStaff(actor: Actor, origin: string, staff: DemoStaff): Promise<void> {
  await finishSignIn(actor, origin, staff.phone, { loginType: 'account', account: staff.account, password: staff.password });
  await actor.page.goto(`${origin}/workspace`);
  await expect(actor.page).toHaveURL(`${origin}/workspace/home`);
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, url: string, body?: object): Promise<T> {
  const response = body === undefined ? await request.get(url) : await request.post(url, { data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect({ url, status: response.status(), code: envelope.code, msg: envelope.msg }).toEqual({ url, status: 200, code: RESULT_CODE.OK, msg: envelope.msg });
  return envelope.data;
}

/** The first step's body, the SMS code from the dev outbox, then the session stored as the login page stores it. */
async function finishSignIn(actor: Actor, origin: string, phone: string, first: Record<string, unknown>): Promise<void> {
  const request = actor.context.request;
  const url = (path: string) => `${origin}${api(path)}`;
  const issuedUuid = await call<string>(request, url('/web/login/uuid'));
  // Spec §4: the id itself, or a URL whose `uuid` parameter is the id.
  const uuid = /^https?:/.test(issuedUuid) ? (new URL(issuedUuid).searchParams.get('uuid') ?? issuedUuid) : issuedUuid;
  const { attemptId } = await call<{ attemptId: string }>(request, url('/web/login/primary'), { ...first, uuid });
  const since = Date.now() - 1_000;
  await call(request, url('/web/login/primary/msg-send'), { attemptId });
  const code = await sentSmsCode(request, phone, since);
  await call(request, url('/web/login/primary/msg-check'), { attemptId, code });
  const state = await call<object>(request, url('/web/login/second'), { attemptId });

  // Spec §3: the AuthState as JSON in a cookie (Path=/, SameSite=Lax) and in local storage.
  const json = JSON.stringify(state);
  await actor.context.addCookies([{ name: 'AuthState', value: encodeURIComponent(json), url: `${origin}/`, sameSite: 'Lax' }]);
  // Local storage belongs to the origin: set it from an empty page of that origin, answered by the
  // browser itself (no app load, no favicon request), before the first real page is opened.
  const blank = `${origin}/__e2e-blank`;
  await actor.page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title><link rel="icon" href="data:,">' }),
  );
  await actor.page.goto(blank);
  await actor.page.evaluate((value) => localStorage.setItem('AuthState', value), json);
  await actor.page.unroute(blank);
}

/** A real one-page PDF (catalog, page tree, page, content stream, font; a correct xref table). */
export function realPdf(line: string): Buffer {
  const content = `BT /F1 18 Tf 72 770 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
