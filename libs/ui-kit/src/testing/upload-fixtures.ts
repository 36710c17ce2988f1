import type { UploadListItem, UploadRules } from '../upload/use-upload-list';

const EXTENSIONS = ['pdf', 'docx', 'png'];

/** A rule like the contract's, for tests and stories: pdf, docx or png, at most 10 MB, names of at most 20 characters. */
export const RULES: UploadRules = {
  extensions: EXTENSIONS,
  maxBytes: 10 * 1024 * 1024,
  maxNameLength: 20,
  problem: (file) => {
    const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!EXTENSIONS.includes(extension)) return 'type';
    if (file.size > 10 * 1024 * 1024) return 'size';
    if (file.size === 0) return 'empty';
    return [...file.name].length > 20 ? 'name' : null;
  },
};

/** A PDF-looking file of `size` bytes. */
export const pdf = (name: string, size = 64) => new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

/** What a server would store for a file. */
export const stored = (file: File, id = `fil_${file.name}`): UploadListItem => ({ id, name: file.name, sizeBytes: file.size });
