/**
 * Multipart bodies for upload tests (the shape files.routes.test.ts builds inline): text fields
 * and files, in order, under one fixed boundary.
 */
export const BOUNDARY = '----portal-test-boundary-3c9a';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export type Part = { field: string; value: string } | { field: string; filename: string; content: Buffer };

export const filePart = (filename: string, content: Buffer): Part => ({ field: 'file', filename, content });

export function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`
        : `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.field}"\r\n\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), 'filename' in part ? part.content : Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Magic bytes of the formats the tests upload. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1'),
  /** .docx / .xlsx are zips. */
  zip: Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('[Content_Types].xml word/document.xml')]),
  exe: Buffer.concat([Buffer.from('MZ\u0090\u0000', 'latin1'), Buffer.from('This program cannot be run in DOS mode.')]),
} as const;
