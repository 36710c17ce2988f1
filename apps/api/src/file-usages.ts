import { createFilesService as createFilesServiceOf, type FileUsage, type FilesService, type FilesServiceOptions } from '@portal/server-files';
import { applicationFileUsage, templateFileUsage } from '@portal/server-onboarding';
import { announcementFileUsage } from '@portal/server-announcements';
import { callResponseFileUsage } from '@portal/server-calls';
import { wallImageFileUsage } from '@portal/server-content-wall';
import { dataUseFileUsage } from '@portal/server-data-use';

/**
 * Every domain that attaches stored files, with how it answers for its purpose's files (issue 14):
 * the files domain knows none of them; the app composes them here.
 */
export const FILE_USAGES: readonly FileUsage[] = [
  applicationFileUsage,
  templateFileUsage,
  announcementFileUsage,
  callResponseFileUsage,
  wallImageFileUsage,
  dataUseFileUsage,
];

/** The files service with every attaching domain's usage (the app, and tests that sweep). */
export function createFilesService(options: Omit<FilesServiceOptions, 'usages'>): FilesService {
  return createFilesServiceOf({ ...options, usages: FILE_USAGES });
}
