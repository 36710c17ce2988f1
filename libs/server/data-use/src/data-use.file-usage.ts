import type { FileUsage } from '@portal/server-files';
import { mayDownloadDataUseFile } from './data-use.policy';
import { dataUseFilesAmong, dataUsesAttaching, reviewerDepartmentsOf } from './data-use.repository';

/**
 * Data-use attachments for the files domain (issue 22): attached while an application lists them;
 * never public; downloaded by the corporation that uploaded them and by staff who may see an
 * application they are attached to.
 */
export const dataUseFileUsage: FileUsage = {
  purpose: 'data-use',
  attachedAmong: dataUseFilesAmong,
  isPublic: async () => false,
  async mayDownload(db, actor, file) {
    if (actor.user_type === 'second') return mayDownloadDataUseFile(actor, [], file, []);
    const [departments, attachedTo] = await Promise.all([reviewerDepartmentsOf(db, actor), dataUsesAttaching(db, file.id)]);
    return mayDownloadDataUseFile(actor, departments, file, attachedTo);
  },
};
