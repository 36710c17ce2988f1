// Issue 20: the production nginx configuration comes from the site registry, the committed
// deploy/nginx/portal.conf is exactly the generator's output, and Debian's nginx accepts it (`nginx -t`;
// nginx must be installed: these tests fail without it, they never skip). nginx-config.nodes.test.ts
// runs it in front of two stand-in nodes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@portal/api-contract';
import { SITE_DIRECTORY } from '@portal/site-config';
import type * as SiteConfig from '@portal/site-config';
import { CLIENT_MAX_BODY_BYTES, PRODUCTION_CONFIG_PATH, PRODUCTION_DEFAULTS, nginxConfig } from './nginx-config';
import { testNginxConfig, writeNginxMain, writeTestNginx } from './nginx-test-server';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text of each `server { … }` block, in order (the default server first). */
function serverBlocks(config: string): string[] {
  return config.split(/^server \{$/m).slice(1);
}

/** The directives of a configuration, comments left out. */
function directives(config: string): string {
  return config
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
}

const production = nginxConfig();

describe('issue 20: nginx configuration from the site registry', () => {
  it('issue 20 one server block per site in SITE_DIRECTORY, named by its host', () => {
    const [defaultServer, ...sites] = serverBlocks(production);
    expect(defaultServer).toMatch(/listen 80 default_server;[\s\S]*return 444;/);
    expect(sites).toHaveLength(SITE_DIRECTORY.length);
    SITE_DIRECTORY.forEach((site, index) => {
      const host = site.kind === 'province' ? 'data.jiangsu.gov.cn' : `${site.subdomain}.data.jiangsu.gov.cn`;
      expect(sites[index]).toContain(`server_name ${host};`);
      expect(sites[index]).toContain(`root /srv/portal/dist/apps/${site.code};`);
      expect(sites[index]).toMatch(/^ {4}listen 80;$/m);
    });
    const forTests = nginxConfig({ publicOrigin: 'http://portal.test:8080' });
    expect(forTests).toContain('server_name portal.test;');
    expect(forTests).toContain('server_name nj.portal.test;');
  });

  it('issue 20 a city added to the directory gets its own server block', async () => {
    vi.resetModules();
    vi.doMock('@portal/site-config', async (importOriginal) => {
      const real = await importOriginal<typeof SiteConfig>();
      const city = real.SITE_DIRECTORY.find((site) => site.kind === 'city')!;
      return { ...real, SITE_DIRECTORY: [...real.SITE_DIRECTORY, { ...city, code: 'xx', subdomain: 'xx', nameEn: 'New City' }] };
    });
    try {
      const generator = await import('./nginx-config');
      const config = generator.nginxConfig();
      expect(serverBlocks(config)).toHaveLength(SITE_DIRECTORY.length + 2);
      expect(config).toContain('server_name xx.data.jiangsu.gov.cn;');
      expect(config).toContain('root /srv/portal/dist/apps/xx;');
    } finally {
      vi.doUnmock('@portal/site-config');
      vi.resetModules();
    }
  });

  it('issue 20 the committed deploy/nginx/portal.conf equals the output for the production defaults', () => {
    let committed = '';
    try {
      committed = readFileSync(join(root, PRODUCTION_CONFIG_PATH), 'utf8');
    } catch {
      // Compared below: the message says how to write it.
    }
    expect(committed, `${PRODUCTION_CONFIG_PATH} is missing or out of date: run \`npm run nginx-config\` and commit it`).toBe(production);
  });
});

describe('issue 20: what the generated servers do', () => {
  it('issue 20 upstream pool, proxy headers and retries of idempotent requests only', () => {
    expect(production).toMatch(/upstream portal_nodes \{\n {4}server 127\.0\.0\.1:8081 max_fails=\d+ fail_timeout=\d+s;\n {4}server 127\.0\.0\.1:8082 /);
    expect(production).toMatch(/^ {4}keepalive \d+;$/m);
    const site = directives(serverBlocks(production)[1]!);
    for (const directive of [
      'proxy_pass http://portal_nodes;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $http_host;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_next_upstream error timeout http_502 http_503 http_504;',
      'proxy_next_upstream_tries 2;',
    ]) {
      expect(site).toContain(directive);
    }
    expect(site).toMatch(/proxy_next_upstream_timeout \d+s;/);
    expect(directives(production)).not.toContain('non_idempotent');
    expect(production).toMatch(/#.*non_idempotent/);
    const nodes = nginxConfig({ nodes: ['10.0.0.11:8080', '10.0.0.12:8080'] });
    expect(nodes).toContain('server 10.0.0.11:8080 ');
    expect(nodes).not.toContain('127.0.0.1:8081');
  });

  it('issue 20 /assets/ from the web root, pre-compressed and immutable, with no fallback to the app', () => {
    const assets = /location \^~ \/assets\/ \{([^}]*)\}/.exec(serverBlocks(production)[2]!)?.[1] ?? '';
    expect(assets).toContain(`root /srv/portal/dist/apps/${SITE_DIRECTORY[1]!.code};`);
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('brotli_static on;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).toContain('add_header Vary Accept-Encoding;');
    expect(assets).not.toMatch(/try_files|proxy_pass|error_page/);
    expect(nginxConfig({ brotli: false })).not.toContain('brotli_static');
  });

  it('issue 20 client_max_body_size takes an upload of MAX_UPLOAD_BYTES and its form', () => {
    expect(CLIENT_MAX_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(CLIENT_MAX_BODY_BYTES).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    const size = /client_max_body_size (\d+)m;/.exec(production)?.[1];
    expect(Number(size) * 1024 * 1024).toBe(CLIENT_MAX_BODY_BYTES);
    expect(production).toContain('"code":4130');
  });

  it('issue 20 production denies /cas/ and /dev/; a config with devIdentity true does not', () => {
    const deny = 'location ~ ^/(?:cas|dev)(?:/|$) {\n        return 404;';
    expect(
      serverBlocks(production)
        .slice(1)
        .every((block) => block.includes(deny)),
    ).toBe(true);
    const dev = nginxConfig({ devIdentity: true, publicOrigin: 'http://portal.test:8080' });
    expect(dev).not.toContain(deny);
    expect(directives(dev)).not.toMatch(/\/cas|\/dev/);
    expect(serverBlocks(dev)).toHaveLength(SITE_DIRECTORY.length + 1);
  });

  it('issue 20 the access log is JSON with the fields alerts need, and TLS is only a comment', () => {
    expect(production).toContain('log_format portal_json escape=json');
    for (const field of ['time', 'host', 'request', 'status', 'upstream_addr', 'upstream_status', 'request_time', 'upstream_response_time', 'request_id']) {
      expect(production).toMatch(new RegExp(`"${field}":`));
    }
    expect(production).toContain('access_log /var/log/nginx/portal.access.log portal_json;');
    expect(directives(production)).not.toMatch(/443|ssl/);
    for (const placeholder of ['# listen 443 ssl;', '# ssl_certificate ', '# ssl_certificate_key ', '# ssl_protocols TLSv1.2 TLSv1.3;']) {
      expect(production).toContain(placeholder);
    }
  });

  it('issue 20 options that could add directives are refused', () => {
    expect(() => nginxConfig({ nodes: ['127.0.0.1:8081; include /etc/passwd'] })).toThrow(/host:port/);
    expect(() => nginxConfig({ nodes: [] })).toThrow(/at least one/);
    expect(() => nginxConfig({ webRoot: 'dist/apps' })).toThrow(/absolute/);
    expect(() => nginxConfig({ webRoot: '/srv/a b' })).toThrow(/absolute/);
    expect(() => nginxConfig({ publicOrigin: 'https://data.jiangsu.gov.cn/portal' })).toThrow(/origin/);
    expect(() => nginxConfig({ listen: '80 default_server' })).toThrow(/listen/);
  });
});

describe('issue 20: Debian nginx accepts the configuration', () => {
  it('issue 20 nginx -t accepts the committed production configuration', async () => {
    const include = join(dir, 'production.conf');
    writeFileSync(include, production.replaceAll(PRODUCTION_DEFAULTS.accessLog, join(dir, 'production.access.log')));
    const { ok, output } = await testNginxConfig(dir, writeNginxMain(dir, include));
    expect(output).toContain('test is successful');
    expect(ok).toBe(true);
  });

  it('issue 20 nginx -t accepts the dev-identity variant, and without brotli a config without the module', async () => {
    const dev = join(dir, 'dev');
    const nginx = writeTestNginx({
      dir: mkdtempSync(`${dev}-`),
      listenPort: 8080,
      publicOrigin: 'http://portal.test:8080',
      nodes: ['127.0.0.1:9'],
      webRoot: dir,
      devIdentity: true,
    });
    expect((await testNginxConfig(nginx.dir, nginx.mainConfig)).output).toContain('test is successful');
    const plain = writeTestNginx({
      dir: mkdtempSync(`${dev}-`),
      listenPort: 8080,
      publicOrigin: 'http://portal.test:8080',
      nodes: ['127.0.0.1:9'],
      webRoot: dir,
      brotli: false,
    });
    expect(readFileSync(plain.mainConfig, 'utf8')).not.toContain('load_module');
    expect((await testNginxConfig(plain.dir, plain.mainConfig)).output).toContain('test is successful');
  });
});

describe('issue 20: npm run nginx-config', () => {
  it('issue 20 the command line writes the configuration for the options it is given', async () => {
    const out = join(dir, 'cli', 'portal.conf');
    const args = ['--origin', 'https://data.example.cn', '--nodes', '10.0.0.11:8080,10.0.0.12:8080', '--web-root', '/srv/www', '--out', out];
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/scripts/nginx-config.ts', ...args], { cwd: root });
    expect(stdout).toMatch(/Wrote .*portal\.conf \(\d+ lines\)/);
    const expected = nginxConfig({ publicOrigin: 'https://data.example.cn', nodes: ['10.0.0.11:8080', '10.0.0.12:8080'], webRoot: '/srv/www' });
    expect(readFileSync(out, 'utf8')).toBe(expected);
    const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['nginx-config'];
    expect(script).toContain(`--out ${PRODUCTION_CONFIG_PATH}`);
  });
});
