import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe("fileNameOf (issue 21 §1: the server's file name from Content-Disposition)", () => {
  it('takes filename* (RFC 8187 UTF-8) over the ASCII stand-in in filename, as the server sends them', () => {
    const name = '营业执照（副本）.pdf';
    expect(fileNameOf(`attachment; filename="_________.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(name);
    // Order and case do not matter.
    expect(fileNameOf(`attachment; FILENAME*=utf-8''${encodeURIComponent(name)}; filename="x.pdf"`)).toBe(name);
  });

  it('decodes an ISO-8859-1 ext-value and ignores the language tag', () => {
    expect(fileNameOf("attachment; filename*=iso-8859-1'de'Gr%FC%DFe.txt")).toBe('Grüße.txt');
    expect(fileNameOf("attachment; filename*=UTF-8'zh-CN'%E9%99%84%E4%BB%B6.docx")).toBe('附件.docx');
  });

  it('falls back to filename when filename* is absent, malformed or in another charset', () => {
    expect(fileNameOf('attachment; filename="report 2026.pdf"')).toBe('report 2026.pdf');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E8%90; filename="fallback.pdf"')).toBe('fallback.pdf');
    expect(fileNameOf('attachment; filename*=Shift_JIS\'\'%82%A0.txt; filename="fallback.txt"')).toBe('fallback.txt');
    expect(fileNameOf('attachment; filename*=no-quotes.pdf; filename="fallback.pdf"')).toBe('fallback.pdf');
  });

  it('reads a quoted-string with escapes and a ; inside it', () => {
    expect(fileNameOf('attachment; filename="a \\"quoted\\" name; v2.pdf"')).toBe('a "quoted" name; v2.pdf');
    expect(fileNameOf('filename="no-type.pdf"')).toBe('no-type.pdf');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('../../etc/passwd')}`)).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\a.pdf"')).toBe('a.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('a\u0000b\nc.pdf')}`)).toBe('abc.pdf');
  });

  it('is null without a usable name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
    expect(fileNameOf('')).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('inline; size=100')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('..')}`)).toBeNull();
  });
});
