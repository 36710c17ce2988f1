import * as z from 'zod/mini';
import { AUTH_STATE_LIMITS, USER_TYPES } from './auth-state';
import { defineRoute } from './route';

const text = ([min, max]: readonly [number, number]) => z.string().check(z.minLength(min), z.maxLength(max));

/** Spec §3 auth state, as returned by the second login step. Empty rights are dropped (spec §3). */
export const authStateSchema = z.object({
  userType: z.enum(USER_TYPES),
  name: text(AUTH_STATE_LIMITS.name),
  corName: text(AUTH_STATE_LIMITS.corName),
  token: text(AUTH_STATE_LIMITS.token),
  rights: z.pipe(
    z.array(text(AUTH_STATE_LIMITS.right)).check(z.maxLength(AUTH_STATE_LIMITS.rights)),
    z.transform((rights: string[]) => rights.filter((right) => right !== '')),
  ),
  /** Issue 17: signed in with a temporary password; the workspace opens the change-password page first. */
  mustChangePassword: z.optional(z.boolean()),
});

/**
 * Issue 21 §10d: the SSO confirmed a corporation that has no platform account (HTTP 403). Its own
 * code, so the login page can tell it from other refusals and show the site's service contact.
 */
export const NO_PLATFORM_ACCOUNT_CODE = 4031;
export const NO_PLATFORM_ACCOUNT_MESSAGE = '该法人尚未开通平台账号，请联系平台运营服务人员开通';

/** A CAS service ticket (architecture §5): `ST-` then the provider's opaque part. */
export const serviceTicketSchema = z.string().check(z.regex(/^ST-[A-Za-z0-9._-]{1,256}$/, { message: '登录票据格式不正确' }));

const loginUuid = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** POST /web/login/primary: a corporation's SSO ticket, or a staff account and password. */
export const primaryLoginBodySchema = z.discriminatedUnion('loginType', [
  z.strictObject({
    loginType: z.literal('sso'),
    ticket: serviceTicketSchema,
    /** The exact service URL the ticket was issued for. */
    service: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
    uuid: loginUuid,
  }),
  z.strictObject({
    loginType: z.literal('account'),
    account: z.string().check(z.trim(), z.minLength(3, { message: '账号至少3个字符' }), z.maxLength(64)),
    password: z.string().check(z.minLength(1, { message: '请输入密码' }), z.maxLength(64)),
    uuid: loginUuid,
  }),
]);

/** A login attempt waiting for its second step (SMS code). */
export const primaryLoginDataSchema = z.object({
  attemptId: z.string().check(z.minLength(16), z.maxLength(128)),
  /** The phone the code goes to, masked: 138****1234. */
  maskedPhone: z.string().check(z.regex(/^\d{3}\*{4}\d{4}$/)),
  userType: z.enum(USER_TYPES),
});

const attemptBody = z.strictObject({ attemptId: z.string().check(z.minLength(16), z.maxLength(128)) });

export const msgSendDataSchema = z.object({
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number().check(z.int(), z.gte(0)),
  /** Seconds the sent code stays valid. */
  expiresInSeconds: z.number().check(z.int(), z.positive()),
});

export const msgCheckBodySchema = z.extend(attemptBody, {
  code: z.string().check(z.regex(/^\d{6}$/, { message: '请输入6位数字验证码' })),
});

export const msgCheckDataSchema = z.object({ passed: z.literal(true) });

/**
 * Password rule (ours; spec §5 shows none): 8–32 characters with at least three of
 * upper case, lower case, digits and symbols, no spaces.
 */
export const passwordSchema = z.string().check(
  z.minLength(8, { message: '密码长度为8-32位' }),
  z.maxLength(32, { message: '密码长度为8-32位' }),
  z.refine((value: string) => !/\s/.test(value), { message: '密码不能包含空格' }),
  z.refine((value: string) => [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(value)).length >= 3, {
    message: '密码须包含大写字母、小写字母、数字和符号中的至少三种',
  }),
);

/** When a session ends (epoch ms): idle from now, at the latest; and the server's clock, for the browser's skew. */
export const sessionTimesSchema = z.strictObject({
  idleExpiresAt: z.int().check(z.nonnegative()),
  absoluteExpiresAt: z.int().check(z.nonnegative()),
  now: z.int().check(z.nonnegative()),
});
export type SessionTimes = z.infer<typeof sessionTimesSchema>;

export const modifyPasswordBodySchema = z
  .strictObject({ oldPassword: z.string().check(z.minLength(1), z.maxLength(64)), newPassword: passwordSchema })
  .check(z.refine((body) => body.oldPassword !== body.newPassword, { message: '新密码不能与原密码相同', path: ['newPassword'] }));

/** An absolute http(s) address handed to the browser (provider logout/register pages). */
const providerUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));

export const authRoutes = {
  uuid: defineRoute({
    method: 'GET',
    path: '/web/login/uuid',
    summary: 'A login unique id for a new sign-in (spec §4); data is an id, or a URL whose uuid parameter is the id.',
    access: 'public',
    data: z.string().check(z.minLength(1), z.maxLength(2048)),
  }),
  primary: defineRoute({
    method: 'POST',
    path: '/web/login/primary',
    summary: 'First sign-in step: validate an SSO ticket or a staff account; starts a login attempt.',
    access: 'public',
    body: primaryLoginBodySchema,
    data: primaryLoginDataSchema,
  }),
  msgSend: defineRoute({
    method: 'POST',
    path: '/web/login/primary/msg-send',
    summary: 'Send the SMS code of a login attempt to its phone.',
    access: 'public',
    body: attemptBody,
    data: msgSendDataSchema,
  }),
  msgCheck: defineRoute({
    method: 'POST',
    path: '/web/login/primary/msg-check',
    summary: 'Check the SMS code of a login attempt.',
    access: 'public',
    body: msgCheckBodySchema,
    data: msgCheckDataSchema,
  }),
  second: defineRoute({
    method: 'POST',
    path: '/web/login/second',
    summary: 'Second sign-in step: a login attempt whose code passed becomes a session; returns the AuthState.',
    access: 'public',
    body: attemptBody,
    data: authStateSchema,
  }),
  logoutUrl: defineRoute({
    method: 'GET',
    path: '/web/login/out',
    summary: 'Ends the caller’s session (if any) and returns the provider logout address.',
    access: 'public',
    data: providerUrl,
  }),
  registerUrl: defineRoute({
    method: 'GET',
    path: '/web/login/register',
    summary: 'The provider’s corporate registration address.',
    access: 'public',
    data: providerUrl,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/web/login/me',
    summary: 'The signed-in user of the User-Token session (AuthState without the token).',
    access: 'session',
    data: z.omit(authStateSchema, { token: true }),
  }),
  keepAlive: defineRoute({
    method: 'POST',
    path: '/web/login/session',
    summary: 'Keeps the caller’s session alive (继续使用, issue 19) and says when it ends: if left idle, and at the latest.',
    access: 'session',
    data: sessionTimesSchema,
  }),
  modifyPassword: defineRoute({
    method: 'POST',
    path: '/primary/home/modify-password',
    summary: 'Change the signed-in staff user’s password (primary level: admin, user).',
    access: 'user',
    body: modifyPasswordBodySchema,
    data: z.null(),
  }),
} as const;
