import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import {
  applicationDetail,
  deleteEntry,
  domainOptions,
  entryConfig,
  entryConfigs,
  entryFiles,
  getApplication,
  myApplications,
  reviewApplication,
  reviewQueue,
  saveDraft,
  setEntryStatus,
  submitApplication,
  updateEntry,
  withdrawApplication,
} from '@portal/server-onboarding';
import { contractRoute } from '../http/contract-route';

/** Domain onboarding over HTTP (issue 6): applications, review queues and decisions, entry configuration. */
export async function onboardingRoutes(app: FastifyInstance, context: DomainContext) {
  const { db } = context;
  const R = API.onboarding;

  contractRoute(app, R.domainOptions, async ({ user }) => domainOptions(db, user));
  contractRoute(app, R.saveApplication, async ({ user, body }) => applicationDetail(db, user, await saveDraft(context, user, body)));
  contractRoute(app, R.submitApplication, async ({ user, body }) => applicationDetail(db, user, await submitApplication(context, user, body.id, body.version)));
  contractRoute(app, R.withdrawApplication, async ({ user, body }) =>
    applicationDetail(db, user, await withdrawApplication(context, user, body.id, body.version)),
  );
  contractRoute(app, R.myApplications, async ({ user, query }) => myApplications(db, user, query));
  contractRoute(app, R.myApplication, async ({ user, query }) => applicationDetail(db, user, await getApplication(context, user, query.id)));

  contractRoute(app, R.reviewList, async ({ user, query }) => reviewQueue(db, user, query));
  contractRoute(app, R.reviewApplication, async ({ user, query }) => applicationDetail(db, user, await getApplication(context, user, query.id)));
  contractRoute(app, R.decide, async ({ user, body, client }) => applicationDetail(db, user, await reviewApplication({ ...context, client }, user, body)));

  contractRoute(app, R.entryConfigs, async () => entryConfigs(db));
  contractRoute(app, R.entryStatus, async ({ user, body, client }) => {
    await setEntryStatus({ ...context, client }, user, body.domainId, body.status);
    return entryConfig(db, body.domainId);
  });
  contractRoute(app, R.entryUpdate, async ({ user, body, client }) => {
    await updateEntry({ ...context, client }, user, body.domainId, body.description, body.templateFileIds);
    return entryConfig(db, body.domainId);
  });
  contractRoute(app, R.entryFiles, async ({ query }) => entryFiles(db, query.domainId));
  contractRoute(app, R.entryDelete, async ({ user, body, client }) => {
    await deleteEntry({ ...context, client }, user, body.domainId);
    return null;
  });
}
