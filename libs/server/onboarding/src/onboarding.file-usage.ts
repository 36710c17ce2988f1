import type { FileUsage } from '@portal/server-files';
import { mayDownloadApplicationFile } from './onboarding.policy';
import { applicationFilesAmong, applicationsAttaching, reviewerDomainsOf } from './onboarding.repository';
import { templateFilesAmong } from './entry-config.repository';

/**
 * Application attachments for the files domain (issue 14): attached while an application lists
 * them; never public; downloaded by the corporation that uploaded them, and by staff who may see
 * an application they are attached to (the onboarding policy: submitted, reviewers in their domains).
 */
export const applicationFileUsage: FileUsage = {
  purpose: 'application',
  attachedAmong: applicationFilesAmong,
  isPublic: async () => false,
  async mayDownload(db, actor, file) {
    if (actor.user_type === 'second') return mayDownloadApplicationFile(actor, [], file, []);
    const [reviewerDomains, attachedTo] = await Promise.all([reviewerDomainsOf(db, actor), applicationsAttaching(db, file.id)]);
    return mayDownloadApplicationFile(actor, reviewerDomains, file, attachedTo);
  },
};

/** Entry templates for the files domain: attached while a domain lists them; public (anyone may download one). */
export const templateFileUsage: FileUsage = {
  purpose: 'template',
  attachedAmong: templateFilesAmong,
  isPublic: async () => true,
  mayDownload: async () => true,
};
