import { API_BASE_PATH } from './result-codes';

/**
 * Uploaded files (issue 6): application attachments, entry templates, announcement
 * attachments. Uploads are multipart (one file per request), so they are not routes of the
 * JSON contract; what the client needs to call them is here: the paths, the limits, the
 * allowed types, and the response. Spec §8: a file over the limit answers HTTP 413 with
 * code 4130 and FILE_TOO_LARGE_MESSAGE (the client shows the server's message).
 */

/** What a file is for: who uploads it and who may download it. */
export const FILE_PURPOSES = ['application', 'template', 'announcement', 'response', 'wall-image', 'data-use'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const FILE_PURPOSE_LABELS: Record<FilePurpose, string> = {
  application: '申请附件',
  template: '模板文件',
  announcement: '公告附件',
  response: '征集反馈附件',
  'wall-image': '内容墙图片',
  'data-use': '数据使用申请附件',
};

/** Multipart uploads (POST, below the base path), one file in the form field `file`. */
export const FILE_UPLOAD_PATHS = {
  /**
   * Corporations: attachments of their applications (purpose application, the default) or the
   * filled-in template of a response to a call for collection (form field `purpose` = response),
   * or an attachment of an application to use data (`purpose` = data-use, issue 22).
   */
  second: '/second/file/upload',
  /** Admins: entry templates, announcement attachments or content wall images, chosen by the form field `purpose`. */
  primary: '/primary/file/upload',
} as const;
/** The form field that carries the file. */
export const FILE_UPLOAD_FIELD = 'file';
/** The form field of the admin upload that chooses template or announcement. */
export const FILE_PURPOSE_FIELD = 'purpose';
export const ADMIN_FILE_PURPOSES = ['template', 'announcement', 'wall-image'] as const satisfies readonly FilePurpose[];
export type AdminFilePurpose = (typeof ADMIN_FILE_PURPOSES)[number];
/** The right an admin's upload of each purpose needs (issue 18: the server checks it before reading the body). */
export const ADMIN_UPLOAD_RIGHTS: Record<AdminFilePurpose, string> = {
  template: 'entry:manage',
  announcement: 'announce:edit',
  'wall-image': 'content:edit',
};
/** What a corporation's upload may be for (issue 21 §10c); without the field it is an application attachment. */
export const SECOND_FILE_PURPOSES = ['application', 'response', 'data-use'] as const satisfies readonly FilePurpose[];
export type SecondFilePurpose = (typeof SECOND_FILE_PURPOSES)[number];

/** Per file: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Attachments per application. */
export const MAX_APPLICATION_ATTACHMENTS = 5;
/** Template files per domain. */
export const MAX_ENTRY_TEMPLATES = 10;
/** Longest file name (characters). */
export const MAX_FILE_NAME_LENGTH = 120;

/** Result code and message of an upload over the limit (HTTP 413, spec §8). */
export const FILE_TOO_LARGE_CODE = 4130;
export const FILE_TOO_LARGE_MESSAGE = '文件大小超过限制，请重新选择';

/** The allow-list: extension → content type. The server also checks the content's magic bytes. */
export const ALLOWED_UPLOAD_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
} as const;
export type UploadExtension = keyof typeof ALLOWED_UPLOAD_TYPES;
export const UPLOAD_EXTENSIONS = Object.keys(ALLOWED_UPLOAD_TYPES) as UploadExtension[];
/** For `<input type=file accept>` / antd Upload `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The extension (lower case) of a name, if it is on the allow-list. */
export function uploadExtensionOf(name: string): UploadExtension | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext !== undefined && ext in ALLOWED_UPLOAD_TYPES ? (ext as UploadExtension) : undefined;
}

/** Why a file cannot be uploaded, as far as its name and size tell (the server also checks its bytes). */
export type UploadProblem = 'type' | 'size' | 'empty' | 'name';

/** Purposes narrower than the general allow-list: content wall images (banner slides) are JPEG or PNG of at most 2 MB. */
export const PURPOSE_UPLOAD_RULES: Partial<Record<FilePurpose, { extensions: readonly UploadExtension[]; maxBytes: number }>> = {
  'wall-image': { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 2 * 1024 * 1024 },
};

/** The one rule of the client's check before sending and the server's after receiving: null when the file may go. */
export function uploadProblem(file: { name: string; size: number }, purpose?: FilePurpose): UploadProblem | null {
  const ext = uploadExtensionOf(file.name);
  const rules = purpose === undefined ? undefined : PURPOSE_UPLOAD_RULES[purpose];
  if (!ext || (rules && !rules.extensions.includes(ext))) return 'type';
  if (file.size > (rules?.maxBytes ?? MAX_UPLOAD_BYTES)) return 'size';
  if (file.size === 0) return 'empty';
  // Characters, not UTF-16 units: 120 Chinese characters are 120.
  if ([...file.name].length > MAX_FILE_NAME_LENGTH) return 'name';
  return null;
}

/**
 * The download path of a file (same origin; the server decides who may have it). Only templates
 * and published announcements' files are public; the rest need the User-Token, so the browser
 * fetches them with it (issue 21 §1) rather than following a plain link.
 */
export const FILE_DOWNLOAD_PATH = '/web/file';
export const fileUrl = (id: string) => `${API_BASE_PATH}${FILE_DOWNLOAD_PATH}/${id}`;

/** A download refused to a signed-in caller (HTTP 403, code 4030). */
export const FILE_FORBIDDEN_MESSAGE = '无权下载该文件';
/** A download of an unknown file (HTTP 404, code 4011). */
export const FILE_NOT_FOUND_MESSAGE = '文件不存在或已删除';
