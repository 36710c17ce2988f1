import { API_BASE_PATH } from '@portal/api-contract';

/**
 * Attachments of the seeded publications (issue 5). Their files are not stored: each is a
 * small PDF generated from the attachment's name, the same bytes every time, so the seeder
 * can record its size and the server (GET <base>/web/attachment/<kind>/<owner>/<n>.pdf)
 * can stream it. Text is set in the standard CJK font STSong-Light (Adobe-GB1, not
 * embedded), which PDF viewers supply.
 */

export const ATTACHMENT_KINDS = ['news', 'policy', 'call'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The same-origin download path of an owner's n-th (1-based) attachment. */
export function attachmentUrl(kind: AttachmentKind, ownerId: string, n: number): string {
  return `${API_BASE_PATH}/web/attachment/${kind}/${ownerId}/${n}.pdf`;
}

/** UTF-16BE hex of a BMP-only string (the UniGB-UCS2-H encoding). */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

/** Splits text into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += width) lines.push(chars.slice(i, i + width).join(''));
  return lines.length > 0 ? lines : [''];
}

/** A one-page PDF (A4) that shows the attachment's name and a note; deterministic. */
export function renderAttachmentPdf(name: string): Buffer {
  const title = name.replace(/\.pdf$/i, '');
  const lines = [
    ...wrap(title, 30).map((line) => ({ size: 16, text: line })),
    { size: 11, text: '' },
    ...wrap('本文件为江苏省公共数据授权运营平台演示数据自动生成的附件样例，仅用于展示附件下载功能，不具有法律效力。', 38).map((line) => ({
      size: 11,
      text: line,
    })),
    { size: 11, text: '' },
    { size: 11, text: '江苏省公共数据授权运营平台' },
  ];
  let content = 'BT\n72 760 Td\n';
  for (const line of lines) content += `/F1 ${line.size} Tf\n${ucs2Hex(line.text)} Tj\n0 -${line.size + 10} Td\n`;
  content += 'ET\n';

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
