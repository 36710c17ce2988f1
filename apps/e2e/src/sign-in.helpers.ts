import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_BASE_PATH } from '@portal/api-contract';
import { expect } from './fixtures';

/*
 * Demo identities seeded into the e2e server's fresh database (@portal/server-demo-data:
 * DEMO_ORGANISATIONS, DEMO_ACCOUNTS, DEMO_PASSWORDS). Hard-coded here because the e2e project
 * (type:e2e) may not import @portal/server-demo-data (type:server). Each test signs in with its own
 * account: the server sends one SMS per phone and minute (0009-sign-in.md).
 */
export interface DemoCorporation {
  /** The SSO account, also the platform account (user_type `second`). */
  account: string;
  /** Organisation name, shown as AuthState.corName in the header. */
  name: string;
  phone: string;
}

export interface DemoStaff {
  account: string;
  password: string;
  /** The user's name, shown in the header. */
  name: string;
  phone: string;
}

export const CORPORATIONS = {
  jsdata: { account: 'corp.jsdata', name: '江苏省数据集团有限公司', phone: '13951700101' },
  njtraffic: { account: 'corp.njtraffic', name: '南京交通数据科技有限公司', phone: '13951700102' },
  szmed: { account: 'corp.szmed', name: '苏州工业园区医疗大数据有限公司', phone: '13962100103' },
  wxfintech: { account: 'corp.wxfintech', name: '无锡金融科技服务有限公司', phone: '13861700104' },
  czmfg: { account: 'corp.czmfg', name: '常州智能制造数据有限公司', phone: '13915000105' },
  ntport: { account: 'corp.ntport', name: '南通港口物流信息有限公司', phone: '13962800106' },
  xzenergy: { account: 'corp.xzenergy', name: '徐州能源数据服务有限公司', phone: '13952100107' },
  yzculture: { account: 'corp.yzculture', name: '扬州文旅数据运营有限公司', phone: '13805250108' },
} as const satisfies Record<string, DemoCorporation>;

export const STAFF = {
  admin: { account: 'admin', password: 'Admin@2026', name: '平台管理员', phone: '13951700001' },
  reviewerTraffic: { account: 'reviewer.traffic', password: 'Review@2026', name: '赵明远', phone: '13951700002' },
  reviewerHealth: { account: 'reviewer.health', password: 'Review@2026', name: '李静怡', phone: '13851700003' },
  /** Reviews 文化旅游 (dom_culture). */
  reviewerCulture: { account: 'reviewer.culture', password: 'Review@2026', name: '周文博', phone: '13951700004' },
  adminOps: { account: 'admin.ops', password: 'Admin@2026', name: '吴静安', phone: '13951700005' },
  adminContent: { account: 'admin.content', password: 'Admin@2026', name: '郑晓彤', phone: '13951700006' },
} as const satisfies Record<string, DemoStaff>;

/** Natural persons known to the dev SSO: the platform answers 3166. */
export const NATURAL_PERSON = { account: 'person.zhangsan', name: '张三' } as const;
export const NATURAL_PERSON_LISI = { account: 'person.lisi', name: '李四' } as const;

export const api = (path: string) => `${API_BASE_PATH}${path}`;

/** Exact labels of libs/features/login/src/strings.ts. */
export const LABELS = {
  corporationLogin: '法人登录',
  staffLogin: '工作人员登录',
  account: '账号',
  password: '密码',
  smsTitle: '短信验证',
  smsCode: '短信验证码',
  sendCode: '获取验证码',
  restart: '重新登录',
  logout: '退出登录',
  logoutProvider: '退出并注销统一身份认证',
} as const;

/**
 * The 登录 submit button of the staff form and the SMS step. antd keeps the loading icon
 * (role img, label "loading") inside the button while it fades out after a request, so for a
 * moment the accessible name is "loading 登 录"; whether it is loading shows in the class.
 */
export const submitButton = (page: Page) => page.getByRole('button', { name: /^(?:loading )?登 录$/ });

/** The stored AuthState of spec §3, as the page sees it (null when absent or unreadable). */
export interface StoredAuthState {
  userType: string;
  name: string;
  corName: string;
  token: string;
  rights: string[];
}

export async function storedAuthState(page: Page): Promise<StoredAuthState | null> {
  const raw = await page.evaluate(() => localStorage.getItem('AuthState'));
  return raw ? (JSON.parse(raw) as StoredAuthState) : null;
}

/** The AuthState cookie of spec §3 for the page's origin, if any. */
export async function authStateCookie(context: BrowserContext, origin: string): Promise<string | undefined> {
  const cookies = await context.cookies(origin);
  return cookies.find((cookie) => cookie.name === 'AuthState')?.value;
}

/** The site header (antd Layout.Header is the page's banner landmark). */
export const header = (page: Page) => page.getByRole('banner');

/** The signed-in user's menu button in the header (its label starts with corName or name). */
export const userMenuButton = (page: Page, label: string) => header(page).getByRole('button', { name: label });

/**
 * Chooses an item of the open dropdown menu with the keyboard, as keyboard.spec.ts shows it works:
 * the menu takes the focus, ArrowDown walks to the item, Enter chooses it. A pointer click on a
 * loaded machine could meet the menu before it was placed (the footer or the page took the click).
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true });
  const popup = page.locator('.ant-dropdown').filter({ has: item });
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const focused = () => item.evaluate((element) => element.contains(document.activeElement));
  for (let step = 0; step < 6 && !(await focused()); step += 1) await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * From /login/choose: 法人登录 → the dev CAS page → the identity's button. Resolves with the URL
 * the provider sent the browser back to (`<origin>/login?preUrl=…&ticket=ST-…`), captured from the
 * navigation request because the login page removes the ticket from the address bar at once.
 */
export async function returnFromSso(page: Page, account: string): Promise<string> {
  await page.getByRole('button', { name: LABELS.corporationLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  await expect(page).toHaveTitle('统一身份认证（开发环境）');
  const returned = page.waitForRequest((request) => request.isNavigationRequest() && /\/login\?.*\bticket=ST-/.test(request.url()));
  // The identity buttons read "<name>账号：<account>\u3000统一社会信用代码：…".
  await page.getByRole('button', { name: new RegExp(`账号：${account.replace(/\./g, '\\.')}(\\s|$)`) }).click();
  return (await returned).url();
}

/** From /login/choose: 工作人员登录 → account + password → the SMS step. */
export async function startStaffLogin(page: Page, staff: DemoStaff): Promise<void> {
  await page.getByRole('button', { name: LABELS.staffLogin, exact: true }).click();
  await page.getByLabel(LABELS.account, { exact: true }).fill(staff.account);
  await page.getByLabel(LABELS.password, { exact: true }).fill(staff.password);
  await submitButton(page).click();
  await expectSmsStep(page, staff.phone);
}

/** The SMS step is showing, for the phone's masked number (138****1234). */
export async function expectSmsStep(page: Page, phone: string): Promise<void> {
  await expect(page.getByRole('heading', { name: LABELS.smsTitle })).toBeVisible();
  await expect(page.getByText(`验证码将发送至 ${maskedPhone(phone)}`, { exact: true })).toBeVisible();
}

/** The server's masking of a phone number (0008-api-contract.md: 138****1234). */
export const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * Clicks 获取验证码 and reads the code the dev SMS adapter "sent" to the phone from the dev
 * outbox (newest first); only a text written after the click counts.
 */
export async function requestSmsCode(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const since = Date.now() - 1_000;
  const sent = page.waitForResponse((response) => response.url().includes(api('/web/login/primary/msg-send')));
  await page.getByRole('button', { name: LABELS.sendCode, exact: true }).click();
  expect((await sent).status()).toBe(200);
  return sentSmsCode(request, phone, since);
}

/** The code of the newest code text the dev SMS adapter "sent" to the phone at or after `since` (waits for it). */
export async function sentSmsCode(request: APIRequestContext, phone: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      // The newest few: a notice (issue 22) may have been texted to the same phone after the code.
      const response = await request.get(`/dev/sms-outbox?phone=${phone}&limit=10`);
      const envelope = (await response.json()) as { code: number; data: { body: string; createdAt: number }[] };
      const text = envelope.data.find((item) => /验证码为\d{6}/.test(item.body));
      code = text && text.createdAt >= since ? /验证码为(\d{6})/.exec(text.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Types the code and submits the SMS step. */
export async function submitSmsCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(LABELS.smsCode, { exact: true }).fill(code);
  await submitButton(page).click();
}

/** The whole second step: 获取验证码, the code from the outbox, 登录. */
export async function passSmsStep(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await submitSmsCode(page, await requestSmsCode(page, request, phone));
}

/** A complete corporation sign-in from /login/choose (CAS, then SMS). */
export async function signInCorporation(page: Page, request: APIRequestContext, corporation: DemoCorporation): Promise<void> {
  await returnFromSso(page, corporation.account);
  await expectSmsStep(page, corporation.phone);
  await passSmsStep(page, request, corporation.phone);
}

/** A complete staff sign-in from /login/choose (account + password, then SMS). */
export async function signInStaff(page: Page, request: APIRequestContext, staff: DemoStaff): Promise<void> {
  await startStaffLogin(page, staff);
  await passSmsStep(page, request, staff.phone);
}

/** Chromium's console line for a response with an HTTP error status (it names no URL). */
export const failedResource = (status: number, text: string) => `console: Failed to load resource: the server responded with a status of ${status} (${text})`;

/**
 * Removes exactly the expected problems (one entry each) from the fixture's list and fails on
 * anything else: an error the test provokes is allowed, nothing more.
 */
export function allowProblems(problems: string[], expected: string[]): void {
  const left = [...problems];
  const missing: string[] = [];
  for (const problem of expected) {
    const index = left.indexOf(problem);
    if (index < 0) missing.push(problem);
    else left.splice(index, 1);
  }
  problems.length = 0;
  expect({ unexpected: left, missing }).toEqual({ unexpected: [], missing: [] });
}
