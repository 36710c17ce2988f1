import {
  API,
  type Authorization,
  type AuthorizationStatus,
  type DataUseDetail,
  type DataUseSummary,
  type ReviewStage,
  type ApplicationStatus,
  type ResourceDetail,
} from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** A page of a list as the server answers it. */
export interface PagedData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Whose view of an application: the applicant's own (`mine`) or a reviewer's / admin's (`review`). */
export type DataUseView = 'mine' | 'review';

/** A page of a list, with its optional status filter. */
export interface PageFilters<S extends string> {
  page: number;
  pageSize: number;
  status?: S;
}

export interface ReviewFilters extends PageFilters<Exclude<ApplicationStatus, 'draft'>> {
  stage: ReviewStage;
}

const pageQuery = <S extends string>({ page, pageSize, status }: PageFilters<S>) => ({
  page: String(page),
  pageSize: String(pageSize),
  ...(status ? { status } : {}),
});

/** GET /web/data-resource/detail — the resource applied for, with its field schema (public). */
export function getResource(id: string, request: CallOptions = {}): Promise<ResourceDetail> {
  return api.call(API.catalogue.resource, { query: { id } }, request);
}

/** GET /second/data-use/application/detail or /primary/data-use/application/detail, by who asks. */
export function getApplication(view: DataUseView, id: string, request: CallOptions = {}): Promise<DataUseDetail> {
  const route = view === 'mine' ? API.dataUse.detail : API.dataUse.reviewDetail;
  return api.call(route, { query: { id } }, request);
}

/** GET /second/data-use/application/list — the corporation's applications, newest first. */
export function getMyApplications(filters: PageFilters<ApplicationStatus>, request: CallOptions = {}): Promise<PagedData<DataUseSummary>> {
  return api.call(API.dataUse.list, { query: pageQuery(filters) }, request);
}

/** GET /second/data-use/authorization/list — the corporation's authorizations. */
export function getMyAuthorizations(filters: PageFilters<AuthorizationStatus>, request: CallOptions = {}): Promise<PagedData<Authorization>> {
  return api.call(API.dataUse.authorizations, { query: pageQuery(filters) }, request);
}

/** GET /primary/data-use/review/list — a review stage's queue (the server decides whose). */
export function getReviewList(filters: ReviewFilters, request: CallOptions = {}): Promise<PagedData<DataUseSummary>> {
  return api.call(API.dataUse.reviewList, { query: { stage: filters.stage, ...pageQuery(filters) } }, request);
}

/** GET /primary/data-use/authorization/list — every authorization (the platform). */
export function getAllAuthorizations(filters: PageFilters<AuthorizationStatus>, request: CallOptions = {}): Promise<PagedData<Authorization>> {
  return api.call(API.dataUse.allAuthorizations, { query: pageQuery(filters) }, request);
}

const idField = API.dataUse.detail.query?.shape.id;
/** Whether an id has the contract's shape (one that cannot exist is not asked for). */
export const isRecordId = (id: string | null | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
