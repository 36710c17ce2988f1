import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize (issue 5: attachment lists show sizes)', () => {
  it('issue 5 shows bytes, KB, MB and GB with one decimal below 10', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('issue 5 rounds up into the next unit instead of showing 1024 KB', () => {
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB');
  });

  it('issue 5 gives an empty string for sizes that are not sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
