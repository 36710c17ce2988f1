import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type UploadExtension } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import {
  UPLOAD_QUOTA,
  checkUpload,
  cleanFileName,
  contentMatches,
  downloadDecision,
  quotaRefusal,
  unclaimedFileAllowed,
  type StoredUsage,
} from './files.policy';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(8)]);
const ZIP = Buffer.from('PK\u0003\u0004rest', 'latin1');
const ZIP_EMPTY = Buffer.from('PK\u0005\u0006rest', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const EXE = Buffer.from('MZ\u0090\u0000 program', 'latin1');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

describe('contentMatches: the magic bytes of each allowed format', () => {
  const rows: [UploadExtension, string, Buffer, boolean][] = [
    ['pdf', 'PDF', PDF, true],
    ['pdf', 'EXE', EXE, false],
    ['doc', 'OLE', OLE, true],
    ['xls', 'OLE', OLE, true],
    ['doc', 'ZIP', ZIP, false],
    ['docx', 'ZIP', ZIP, true],
    ['xlsx', 'ZIP', ZIP, true],
    ['docx', 'empty ZIP', ZIP_EMPTY, false],
    ['zip', 'ZIP', ZIP, true],
    ['zip', 'empty ZIP', ZIP_EMPTY, true],
    ['jpg', 'JPEG', JPEG, true],
    ['jpeg', 'JPEG', JPEG, true],
    ['jpg', 'PNG', PNG, false],
    ['png', 'PNG', PNG, true],
    ['png', 'HTML', HTML, false],
  ];
  it.each(rows)('.%s with %s content: %s', (ext, _what, content, expected) => {
    expect(contentMatches(ext, content)).toBe(expected);
  });
});

describe('cleanFileName: the name as stored', () => {
  const rows: [string | undefined, string][] = [
    ['报告.pdf', '报告.pdf'],
    ['C:\\Users\\me\\报告.pdf', '报告.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['  a"b\u0000\u001f\u007f.pdf  ', 'ab.pdf'],
    [undefined, ''],
    ['dir/', ''],
  ];
  it.each(rows)('%j → %j', (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });
});

describe('checkUpload: the checks of one upload, in order', () => {
  const rows: [string, string, Buffer, object][] = [
    ['a PDF', 'a.pdf', PDF, { ext: 'pdf' }],
    ['an upper-case extension', 'A.PDF', PDF, { ext: 'pdf' }],
    ['no name', '', PDF, { refusal: 'no_name' }],
    ['an extension not allowed', 'a.exe', EXE, { refusal: 'type' }],
    ['no extension', 'readme', PDF, { refusal: 'type' }],
    ['too large', 'a.pdf', Buffer.alloc(MAX_UPLOAD_BYTES + 1), { refusal: 'size' }],
    ['empty', 'a.pdf', Buffer.alloc(0), { refusal: 'empty' }],
    ['a name too long', `${'名'.repeat(200)}.pdf`, PDF, { refusal: 'name' }],
    ['an EXE renamed .pdf', 'a.pdf', EXE, { refusal: 'content', ext: 'pdf' }],
    ['HTML renamed .png', 'a.png', HTML, { refusal: 'content', ext: 'png' }],
  ];
  it.each(rows)('%s', (_what, name, content, expected) => {
    expect(checkUpload(name, content)).toEqual(expected);
  });
});

describe('quotaRefusal: per day (files, bytes), then in all', () => {
  const limits = { ...UPLOAD_QUOTA, perDayFiles: 3, perDayBytes: 100, totalBytes: 500 };
  const rows: [string, StoredUsage, number, 'day' | 'total' | null][] = [
    ['nothing stored', { total: 0, day: 0, dayFiles: 0 }, 10, null],
    ['the day’s last file', { total: 20, day: 20, dayFiles: 2 }, 10, null],
    ['one file too many today', { total: 30, day: 30, dayFiles: 3 }, 10, 'day'],
    ['exactly the day’s bytes', { total: 90, day: 90, dayFiles: 1 }, 10, null],
    ['one byte over the day’s bytes', { total: 91, day: 91, dayFiles: 1 }, 10, 'day'],
    ['exactly the total', { total: 490, day: 0, dayFiles: 0 }, 10, null],
    ['over the total', { total: 495, day: 0, dayFiles: 0 }, 10, 'total'],
    ['over both: the day’s is named', { total: 495, day: 95, dayFiles: 1 }, 10, 'day'],
  ];
  it.each(rows)('%s → %s', (_what, usage, size, expected) => {
    expect(quotaRefusal(usage, size, limits)).toBe(expected);
  });
});

describe('downloadDecision: unknown → 4011, public → anyone, otherwise the signed-in caller as the attaching domain decides', () => {
  const rows: [string, { exists: boolean; isPublic: boolean; actorMay?: boolean }, string][] = [
    ['unknown id', { exists: false, isPublic: false }, 'unknown'],
    ['unknown id, whoever asks', { exists: false, isPublic: false, actorMay: true }, 'unknown'],
    ['public file', { exists: true, isPublic: true }, 'allow'],
    ['public file, caller refused anyway', { exists: true, isPublic: true, actorMay: false }, 'allow'],
    ['private file, caller not asked yet', { exists: true, isPublic: false }, 'ask_actor'],
    ['private file, caller allowed', { exists: true, isPublic: false, actorMay: true }, 'allow'],
    ['private file, caller refused', { exists: true, isPublic: false, actorMay: false }, 'forbidden'],
  ];
  it.each(rows)('%s → %s', (_what, facts, expected) => {
    expect(downloadDecision(facts)).toBe(expected);
  });
});

describe('unclaimedFileAllowed: a purpose no domain answers for', () => {
  const rows: [User['user_type'], boolean][] = [
    ['admin', true],
    ['user', false],
    ['second', false],
  ];
  it.each(rows)('%s → %s', (userType, expected) => {
    expect(unclaimedFileAllowed({ user_type: userType })).toBe(expected);
  });
});
