import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were a new file at `path` (nothing is written to disk). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture §2 module boundaries are enforced by lint', () => {
  it.each([
    ['util may not depend on ui', 'libs/util/src/probe.ts', "import { UI_CONSTANTS } from '@portal/ui-kit';\nexport const x = UI_CONSTANTS;"],
    ['ui may not depend on the shell', 'libs/ui-kit/src/probe.ts', "import { createPortalApp } from '@portal/shell';\nexport const x = createPortalApp;"],
    ['data-access may not depend on ui', 'libs/auth/src/probe.ts', "import { UI_CONSTANTS } from '@portal/ui-kit';\nexport const x = UI_CONSTANTS;"],
    ['an app may not skip the shell', 'apps/nj/src/probe.ts', "import { STORAGE_KEYS } from '@portal/auth';\nexport const x = STORAGE_KEYS;"],
    ['web code may not import server packages', 'libs/shell/src/probe.ts', "import Fastify from 'fastify';\nexport const x = Fastify;"],
    ['web code may not import node built-ins', 'libs/ui-kit/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;"],
    ['platform-neutral config may not import React', 'libs/site-config/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;"],
    ['the server may not import web packages', 'apps/api/src/probe.ts', "import { Button } from 'antd';\nexport const x = Button;"],
    ['the server may not import the shell', 'apps/api/src/probe.ts', "import { createPortalApp } from '@portal/shell';\nexport const x = createPortalApp;"],
    // Issue 14: the server's libs have the same boundaries.
    [
      'a web lib may not import a server lib',
      'libs/features/news/src/probe.ts',
      "import { openDatabase } from '@portal/server-db';\nexport const x = openDatabase;",
    ],
    [
      'a server lib may not import the API app',
      'libs/server/demo-data/src/probe.ts',
      "import { buildApp } from '../../../../apps/api/src/app';\nexport const x = buildApp;",
    ],
    ['a server lib may not import web data access', 'libs/server/db/src/probe.ts', "import { api } from '@portal/api-client';\nexport const x = api;"],
    [
      'the db lib may not import the demo data',
      'libs/server/db/src/probe.ts',
      "import { seedDemoData } from '@portal/server-demo-data';\nexport const x = seedDemoData;",
    ],
    [
      "tools may not reach into a lib's sources",
      'tools/scripts/probe.ts',
      "import { seedDemoData } from '../../libs/server/demo-data/src/seed';\nexport const x = seedDemoData;",
    ],
    [
      'a domain lib may not import the API app',
      'libs/server/news/src/probe.ts',
      "import { contractRoute } from '../../../../apps/api/src/http/contract-route';\nexport const x = contractRoute;",
    ],
    [
      "a domain lib may not reach into another domain's sources",
      'libs/server/workspace/src/probe.ts',
      "import { ERR } from '../../core/src/errors';\nexport const x = ERR;",
    ],
    ['a domain lib may not import a web lib', 'libs/server/catalogue/src/probe.ts', "import { useAuth } from '@portal/auth';\nexport const x = useAuth;"],
    [
      "tools may not reach into the API app's internals",
      'tools/scripts/probe.ts',
      "import { contractRoute } from '../../apps/api/src/http/contract-route';\nexport const x = contractRoute;",
    ],
  ])('%s', async (_label, path, code) => {
    expect(await boundaryErrors(path, code)).not.toEqual([]);
  });

  it.each([
    [
      'the shell may use ui, data-access and config',
      'libs/shell/src/probe.ts',
      "import { UI_CONSTANTS } from '@portal/ui-kit';\nimport { STORAGE_KEYS } from '@portal/auth';\nimport { FEATURES } from '@portal/site-config';\nexport const x = [UI_CONSTANTS, STORAGE_KEYS, FEATURES];",
    ],
    [
      'an app may use the shell and its own site record',
      'apps/nj/src/probe.ts',
      "import { createPortalApp } from '@portal/shell';\nimport site from '@portal/site-nj';\nexport const x = [createPortalApp, site];",
    ],
    ['ui may use util', 'libs/ui-kit/src/probe.ts', "import { isEmpty } from '@portal/util';\nexport const x = isEmpty;"],
    [
      'the demo data may use the db and the contract',
      'libs/server/demo-data/src/probe.ts',
      "import { openDatabase } from '@portal/server-db';\nimport { API } from '@portal/api-contract';\nexport const x = [openDatabase, API];",
    ],
    [
      "tools may use a server lib's entry point",
      'tools/scripts/probe.ts',
      "import { seedDemoData } from '@portal/server-demo-data';\nexport const x = seedDemoData;",
    ],
    ["tools may use the API app's public entry", 'tools/scripts/probe.ts', "import { buildApp } from '../../apps/api/src/index';\nexport const x = buildApp;"],
    [
      "a domain lib may use core, the db and another domain's entry point",
      'libs/server/workspace/src/probe.ts',
      "import { ERR } from '@portal/server-core';\nimport { openDatabase } from '@portal/server-db';\nimport { hasRight } from '@portal/server-identity';\nexport const x = [ERR, openDatabase, hasRight];",
    ],
  ])('%s', async (_label, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
