import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIRECTORY } from '@portal/site-config';

/**
 * The Storybook toolbar offers every site of the directory, so the preview must
 * import each site's record (statically). A city added with `npm run add-site`
 * fails here until its import is added to .storybook/preview.tsx.
 */
const preview = readFileSync(resolve(import.meta.dirname, '../../../.storybook/preview.tsx'), 'utf8');

describe('.storybook/preview.tsx', () => {
  it.each(SITE_DIRECTORY.map((site) => site.code))('imports the record of site %s', (code) => {
    expect(preview).toMatch(new RegExp(`^import \\w+ from '@portal/site-${code}';$`, 'm'));
  });
});
