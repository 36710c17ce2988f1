import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';
import type { OnboardingService } from '../services/onboarding.service';
import type { OnboardingViews } from '../services/onboarding.views';

export interface OnboardingRoutesOptions {
  service: OnboardingService;
  views: OnboardingViews;
  authenticate(token: string | undefined): Promise<User>;
}

/** Domain onboarding over HTTP (issue 6): applications, review queues and decisions, entry configuration. */
export async function onboardingRoutes(app: FastifyInstance, { service, views, authenticate }: OnboardingRoutesOptions) {
  const route = { authenticate };
  const R = API.onboarding;

  contractRoute(app, R.domainOptions, route, async ({ user }) => views.domainOptions(user));
  contractRoute(app, R.saveApplication, route, async ({ user, body }) => views.detail(user, await service.saveDraft(user, body)));
  contractRoute(app, R.submitApplication, route, async ({ user, body }) => views.detail(user, await service.submit(user, body.id, body.version)));
  contractRoute(app, R.withdrawApplication, route, async ({ user, body }) => views.detail(user, await service.withdraw(user, body.id, body.version)));
  contractRoute(app, R.myApplications, route, async ({ user, query }) => views.mine(user, query));
  contractRoute(app, R.myApplication, route, async ({ user, query }) => views.detail(user, await service.get(user, query.id)));

  contractRoute(app, R.reviewList, route, async ({ user, query }) => views.queue(user, query));
  contractRoute(app, R.reviewApplication, route, async ({ user, query }) => views.detail(user, await service.get(user, query.id)));
  contractRoute(app, R.decide, route, async ({ user, body }) => views.detail(user, await service.review(user, body)));

  contractRoute(app, R.entryConfigs, route, async () => views.entryConfigs());
  contractRoute(app, R.entryStatus, route, async ({ user, body }) => {
    await service.setEntryStatus(user, body.domainId, body.status);
    return views.entryConfig(body.domainId);
  });
  contractRoute(app, R.entryUpdate, route, async ({ user, body }) => {
    await service.updateEntry(user, body.domainId, body.description, body.templateFileIds);
    return views.entryConfig(body.domainId);
  });
  contractRoute(app, R.entryFiles, route, async ({ query }) => views.entryFiles(query.domainId));
  contractRoute(app, R.entryDelete, route, async ({ body }) => {
    await service.deleteEntry(body.domainId);
    return null;
  });
}
