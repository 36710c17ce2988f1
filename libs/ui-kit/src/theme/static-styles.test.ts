import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdComponentsUsed } from '../../scripts/antd-components';

const workspace = resolve(import.meta.dirname, '../../../..');

describe('issue 13: antd styles extracted per site theme at build', () => {
  it('takes the components the code imports and those antd renders inside them, not the ones only touched for a context or a colour util', () => {
    const dir = mkdtempSync(join(tmpdir(), 'antd-used-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src/page.tsx'), "import { Button, Modal, Table, type TableProps } from 'antd';\nexport const x = [Button, Modal, Table];\n");
      writeFileSync(join(dir, 'src/page.stories.tsx'), "import { DatePicker } from 'antd';\n");
      const used = antdComponentsUsed([dir]);
      expect(used).toEqual(expect.arrayContaining(['Button', 'Modal', 'Table', 'Pagination', 'Spin', 'Empty', 'Checkbox', 'Radio', 'Dropdown']));
      // Stories and type-only imports do not count; Modal reads Watermark's context, Button's style a ColorPicker util.
      for (const absent of ['DatePicker', 'TableProps', 'Watermark', 'ColorPicker', 'Carousel']) expect(used).not.toContain(absent);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes the site's theme as variables that yield to antd's run-time ones, and the components' rules", () => {
    const css = execFileSync(process.execPath, ['--import', 'tsx', 'libs/ui-kit/scripts/extract-site-css.tsx', 'nj'], {
      cwd: workspace,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    // 南京's brand colour (libs/site-config/sites/nj/site.ts), on the theme's variables class at zero specificity.
    expect(css).toMatch(/:where\(\.portal\)\{--ant-blue:[^}]*--ant-color-primary:#6b2fa0;/);
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-pagination');
    // No variables under render ids that no page has.
    expect(css).not.toMatch(/\.css-var-_/);
  });
});
