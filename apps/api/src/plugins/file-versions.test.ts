import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileVersions } from './file-versions';

const dir = mkdtempSync(join(tmpdir(), 'portal-file-versions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileVersions (issue 15: a page request does not stat its build files every time)', () => {
  it('trusts a version for its TTL, then sees a rebuilt file; a file that appears is seen after the TTL too', () => {
    let clock = 0;
    const versionOf = fileVersions({ ttlMs: 1_000, now: () => clock });
    const index = join(dir, 'index.html');
    expect(versionOf(index)).toBeNull();
    writeFileSync(index, 'first build');
    utimesSync(index, 1_000, 1_000);
    // Still the answer of a moment ago: no file.
    expect(versionOf(index)).toBeNull();
    clock = 1_000;
    expect(versionOf(index)).toBe(1_000_000);
    utimesSync(index, 2_000, 2_000);
    clock = 1_999;
    expect(versionOf(index)).toBe(1_000_000);
    clock = 2_000;
    expect(versionOf(index)).toBe(2_000_000);
  });

  it('a folder is not a file', () => {
    expect(fileVersions()(dir)).toBeNull();
  });
});
