import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { contractRoute } from '../http/contract-route';
import { createOnboardingService } from '../services/onboarding.service';
import { createOnboardingViews } from '../services/onboarding.views';

/** Domain onboarding over HTTP (issue 6): applications, review queues and decisions, entry configuration. */
export async function onboardingRoutes(app: FastifyInstance, context: DomainContext) {
  const service = createOnboardingService(context);
  const views = createOnboardingViews(context.db);
  const R = API.onboarding;

  contractRoute(app, R.domainOptions, async ({ user }) => views.domainOptions(user));
  contractRoute(app, R.saveApplication, async ({ user, body }) => views.detail(user, await service.saveDraft(user, body)));
  contractRoute(app, R.submitApplication, async ({ user, body }) => views.detail(user, await service.submit(user, body.id, body.version)));
  contractRoute(app, R.withdrawApplication, async ({ user, body }) => views.detail(user, await service.withdraw(user, body.id, body.version)));
  contractRoute(app, R.myApplications, async ({ user, query }) => views.mine(user, query));
  contractRoute(app, R.myApplication, async ({ user, query }) => views.detail(user, await service.get(user, query.id)));

  contractRoute(app, R.reviewList, async ({ user, query }) => views.queue(user, query));
  contractRoute(app, R.reviewApplication, async ({ user, query }) => views.detail(user, await service.get(user, query.id)));
  contractRoute(app, R.decide, async ({ user, body }) => views.detail(user, await service.review(user, body)));

  contractRoute(app, R.entryConfigs, async () => views.entryConfigs());
  contractRoute(app, R.entryStatus, async ({ user, body }) => {
    await service.setEntryStatus(user, body.domainId, body.status);
    return views.entryConfig(body.domainId);
  });
  contractRoute(app, R.entryUpdate, async ({ user, body }) => {
    await service.updateEntry(user, body.domainId, body.description, body.templateFileIds);
    return views.entryConfig(body.domainId);
  });
  contractRoute(app, R.entryFiles, async ({ query }) => views.entryFiles(query.domainId));
  contractRoute(app, R.entryDelete, async ({ body }) => {
    await service.deleteEntry(body.domainId);
    return null;
  });
}
