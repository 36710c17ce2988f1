export { devCasPlugin, type DevCasPluginOptions } from './dev-cas.plugin';
export { DEV_CAS_TICKET_TTL_MS } from './dev-cas.tickets';
export { devSmsOutboxPlugin, OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT, type DevSmsOutboxPluginOptions, type DevSmsOutboxItem } from './dev-sms.plugin';
export {
  createCasClient,
  loginUrl,
  logoutUrl,
  registerUrl,
  PROVIDER_UNAVAILABLE,
  type CasClient,
  type CasClientOptions,
  type CasValidateResult,
} from './cas-client';
export type { CasAttributes, CasFailureCode, CasUserType } from './cas-protocol';
export { createDevSmsSender, maskPhone, type SmsSender, type SmsMessage, type InfoLogger, type DevSmsSenderOptions } from './sms';
export { createAliyunSmsSender, rpcSignature, popPercentEncode, SmsGatewayError, type AliyunSmsOptions } from './sms-gateway';
export { routeAllows, rightsOf, hasRight, corporationOf, type Actor } from './access.policy';
export { createSessionService, revokeAllSessions, type SessionPolicy, type SessionService } from './sessions';
export { assertNewPassword, storePassword, temporaryPassword, PASSWORD_HISTORY } from './password.policy';
export { createLoginService, type LoginService, type LoginDeps } from './login.service';
export { SMS_RULES, PASSWORD_BACKOFF, type CasValidator, type PasswordVerifier } from './login.rules';
export {
  organisationName,
  accountNames,
  accountKind,
  findOrganisation,
  accountsOfOrganisation,
  findUserById,
  enabledStaffWithRight,
} from './accounts.repository';
