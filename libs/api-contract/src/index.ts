export { API_BASE_PATH, CONFLICT_CODE, RESULT_CODE, HTTP_STATUS, ok, fail, type Envelope, type ResultCode } from './result-codes';
export { envelopeSchema, envelopeOf } from './envelope';
export { defineRoute, QUIET_PATHS, type RouteDef, type RouteAccess, type HttpMethod, type RouteQuery, type RouteBody, type RouteData } from './route';
export {
  authRoutes,
  authStateSchema,
  primaryLoginBodySchema,
  primaryLoginDataSchema,
  msgCheckBodySchema,
  msgSendDataSchema,
  modifyPasswordBodySchema,
  passwordSchema,
  sessionTimesSchema,
  type SessionTimes,
  serviceTicketSchema,
  NO_PLATFORM_ACCOUNT_CODE,
  NO_PLATFORM_ACCOUNT_MESSAGE,
} from './auth';
export { parseAuthState, AUTH_STATE_LIMITS, USER_TYPES, type AuthState, type UserType } from './auth-state';
export { contentRoutes, contentWallSchema, wallBlockSchema, wallItemSchema, linkHrefSchema, type ContentWall, type WallBlock, type WallItem } from './content';
export { healthRoutes } from './health';
export { ID_PATTERN, isId } from './ids';
export { API, ROUTE_TABLE } from './routes';
export {
  CREDIT_CODE_INVALID_MESSAGE,
  creditCodeSchema,
  creditCodeCheckChar,
  organisationCode,
  enterpriseCreditCode,
  isValidCreditCode,
  isCreditCodeFormat,
  CREDIT_CODE_ALPHABET,
  CREDIT_CODE_WEIGHTS,
} from './credit-code';
export {
  catalogueRoutes,
  resourceListQuerySchema,
  resourceListDataSchema,
  resourceSummarySchema,
  resourceDetailSchema,
  resourceFacetsSchema,
  catalogueOptionsSchema,
  productListQuerySchema,
  productListDataSchema,
  productSummarySchema,
  productDetailSchema,
  productFacetsSchema,
  type ProductListQuery,
  type ProductListData,
  type ProductSummary,
  type ProductDetail,
  type ResourceListQuery,
  type ResourceListData,
  type ResourceSummary,
  type ResourceDetail,
} from './catalogue';
export {
  OPEN_TYPES,
  OPEN_TYPE_LABELS,
  UPDATE_FREQUENCIES,
  UPDATE_FREQUENCY_LABELS,
  DATA_FORMATS,
  formatBit,
  formatMask,
  type DataFormat,
  RESOURCE_SORTS,
  listSort,
  type ResourceSort,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  PRODUCT_SORTS,
  type ProductSort,
  type ProductType,
} from './catalogue-terms';
export {
  idParam,
  pagingQuery,
  keywordParam,
  yearParam,
  mobilePhoneSchema,
  facetBucketSchema,
  pagedFields,
  pagedDataSchema,
  attachmentSchema,
  type FacetBucket,
  type Attachment,
} from './common';
export * from './news';
export * from './policies';
export * from './calls';
export * from './call-responses';
export * from './pages';
export * from './search';
export * from './onboarding';
export * from './files';
export * from './file-schemas';
export * from './announcements';
export * from './workspace';
export * from './content-editor';
export * from './analytics';
export type { StatusTone } from './tones';

// Issue 13: each group of calls on its own, so a browser bundle carries only the groups its code
// calls (`API` holds them all and keeps every schema in whatever imports it).
export { authRoutes as authApi } from './auth';
export { contentRoutes as contentApi } from './content';
export { contentEditorRoutes as contentEditorApi } from './content-editor';
export { analyticsRoutes as analyticsApi } from './analytics';
export { catalogueRoutes as catalogueApi } from './catalogue';
export { newsRoutes as newsApi } from './news';
export { policyRoutes as policiesApi } from './policies';
export { callRoutes as callsApi } from './call-responses';
export { pageRoutes as pagesApi } from './pages';
export { searchRoutes as searchApi } from './search';
export { onboardingRoutes as onboardingApi } from './onboarding';
export { announcementRoutes as announcementsApi } from './announcements';
export { workspaceRoutes as workspaceApi } from './workspace';
export {
  AUDIT_VIEW_RIGHT,
  AUDIT_RESULTS,
  auditListQuerySchema,
  auditExportQuerySchema,
  AUDIT_EXPORT_PATH,
  type AuditExportQuery,
  auditRecordSchema,
  auditListDataSchema,
  type AuditListQuery,
  type AuditRecordView,
  type AuditListData,
  auditRoutes as auditApi,
} from './audit';
export {
  CLIENTS,
  CLIENT_IDS,
  RIGHTS,
  RIGHT_IDS,
  effectiveRights,
  ADMIN_MANAGE_RIGHT,
  USER_VIEW_RIGHT,
  USER_MANAGE_RIGHT,
  STAFF_TYPES,
  STAFF_TYPE_LABELS,
  PASSWORD_CHANGE_REQUIRED_CODE,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  type ClientId,
  type RightId,
} from './rights';
export {
  adminListQuerySchema,
  adminListDataSchema,
  adminSummarySchema,
  adminDetailSchema,
  adminNewBodySchema,
  adminUpdateBodySchema,
  adminDisableBodySchema,
  temporaryPasswordDataSchema,
  clientSchema,
  roleSchema,
  roleSaveBodySchema,
  administrationRoutes as administrationApi,
  type AdminListQuery,
  type AdminListData,
  type AdminSummary,
  type AdminDetail,
  type AdminNewBody,
  type AdminUpdateBody,
  type TemporaryPasswordData,
  type ClientView,
  type RoleView,
  type RoleSaveBody,
} from './administration';
export {
  userListQuerySchema,
  userListDataSchema,
  userSummarySchema,
  userDisableBodySchema,
  userStateSchema,
  applicationTallySchema,
  userRoutes as usersApi,
  type UserListQuery,
  type UserListData,
  type UserSummary,
  type UserState,
  type ApplicationTally,
} from './users';
export {
  DICTIONARY_RIGHT,
  DICTIONARY_KINDS,
  DICTIONARY_KIND_LABELS,
  dictionaryGroupSchema,
  dictionaryListQuerySchema,
  dictionarySaveBodySchema,
  dictionaryTermsSchema,
  dictionaryTryBodySchema,
  dictionaryTryDataSchema,
  searchMissSchema,
  dictionaryRoutes as dictionaryApi,
  type DictionaryKind,
  type DictionaryGroup,
  type DictionaryListQuery,
  type DictionarySaveBody,
  type DictionaryTryBody,
  type DictionaryTryData,
  type SearchMiss,
} from './dictionary';
export {
  deliveryRoutes,
  resourceCodeParam,
  APP_KEY_CODE,
  recordSchema,
  distributionSchema,
  apiParameterSchema,
  recordsPageSchema,
  resourceApiSchema,
  resourceDeliverySchema,
  resourcePreviewSchema,
  recordsQuerySchema,
  resourceDownloadQuerySchema,
  type DataRecord,
  type Distribution,
  type RecordsPage,
  type ResourceApi,
  type ResourceDelivery,
  type ResourcePreview,
  type RecordsQuery,
} from './delivery';
export {
  DELIVERY_ACCESS,
  FILE_FORMATS,
  PREVIEW_ROWS,
  APP_KEY_HEADER,
  RESOURCE_DOWNLOAD_PATH,
  resourceDownloadUrl,
  recordsPath,
  type DeliveryAccess,
  type FileFormat,
} from './delivery-terms';
export {
  dataUseRoutes,
  DATA_USE_PERIODS,
  MAX_CALL_QUOTA,
  MAX_DATA_USE_ATTACHMENTS,
  SECURITY_COMMITMENTS,
  COMMITMENT_IDS,
  AUTHORIZATION_STATUSES,
  OUT_OF_SCOPE_CODE,
  AUTHORIZATION_ENDED_CODE,
  QUOTA_EXHAUSTED_CODE,
  dataUseDraftSchema,
  dataUseScopeSchema,
  dataUseDecisionSchema,
  authorizationSchema,
  dataUseSummarySchema,
  dataUseDetailSchema,
  dataUseListQuerySchema,
  dataUseReviewQuerySchema,
  authorizationListQuerySchema,
  revokeSchema,
  type CommitmentId,
  type AuthorizationStatus,
  type DataUseDraftInput,
  type DataUseDraft,
  type DataUseScope,
  type DataUseDecisionInput,
  type Authorization,
  type DataUseSummary,
  type DataUseDetail,
} from './data-use';
export {
  notificationRoutes,
  NOTIFICATION_KINDS,
  EXPIRY_NOTICE_DAYS,
  notificationSchema,
  notificationListSchema,
  notificationSettingsSchema,
  type NotificationKind,
  type Notification,
  type NotificationList,
  type NotificationSettings,
} from './notifications';
