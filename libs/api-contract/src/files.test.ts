import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, uploadProblem } from './files';

describe('uploadProblem (issue 6 uploads: one rule for the check before sending and the server)', () => {
  it('issue 6 lets an allowed type within the limits go', () => {
    expect(uploadProblem({ name: '营业执照.PDF', size: 1 })).toBeNull();
    expect(uploadProblem({ name: '模板.xlsx', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('issue 6 names what is wrong: type, size (spec §8 HTTP 413), empty, name length in characters', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(uploadProblem({ name: 'no-extension', size: 10 })).toBe('type');
    expect(uploadProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
    expect(uploadProblem({ name: 'empty.pdf', size: 0 })).toBe('empty');
    const chinese = (count: number) => `${'材'.repeat(count - 4)}.pdf`;
    expect(uploadProblem({ name: chinese(MAX_FILE_NAME_LENGTH), size: 10 })).toBeNull();
    expect(uploadProblem({ name: chinese(MAX_FILE_NAME_LENGTH + 1), size: 10 })).toBe('name');
    // An astral character is one character, two UTF-16 units.
    expect(uploadProblem({ name: `${'𠀀'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`, size: 10 })).toBeNull();
  });
});
