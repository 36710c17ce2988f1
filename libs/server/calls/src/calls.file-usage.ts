import type { FileUsage } from '@portal/server-files';
import { responseFilesAmong } from './call-responses.repository';
import { mayDownloadResponseFile } from './calls.policy';

/**
 * Call response files for the files domain (issue 21 §10c): attached while a response names them;
 * never public; downloaded by admins and by the corporation that uploaded them.
 */
export const callResponseFileUsage: FileUsage = {
  purpose: 'response',
  attachedAmong: responseFilesAmong,
  isPublic: async () => false,
  mayDownload: async (_db, actor, file) => mayDownloadResponseFile(actor, file),
};
