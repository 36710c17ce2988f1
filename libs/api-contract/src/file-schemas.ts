// The file schemas the contract's groups parse with, apart from the upload rules (issue 13: a public
// list's first load carries its group's schemas, not the rules of every upload).
import * as z from 'zod/mini';
import { ID_PATTERN } from './ids';

/** File ids: `fil_` + hex (the contract's id pattern). */
export const fileIdSchema = z.string().check(z.regex(ID_PATTERN, { message: '文件编号格式不正确' }));

/** `data` of a successful upload. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.number().check(z.int(), z.nonnegative()),
  contentType: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFileSchema>;

/** An application's attachment as its detail shows it. */
export const fileAttachmentSchema = z.extend(uploadedFileSchema, { url: z.string() });
export type FileAttachment = z.output<typeof fileAttachmentSchema>;

/** A domain's entry template as /second/entry/file-list lists it. */
export const templateFileSchema = z.object({ id: z.string(), name: z.string(), sizeBytes: z.number().check(z.int(), z.nonnegative()), url: z.string() });
export type TemplateFile = z.output<typeof templateFileSchema>;
