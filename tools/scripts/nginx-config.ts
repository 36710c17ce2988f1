// Issue 20: the production nginx configuration, generated from the site registry so that adding a
// city to libs/site-config/src/directory.json adds its server block. `npm run nginx-config` writes
// deploy/nginx/portal.conf for the production defaults; nginx-config.test.ts keeps that file in step.
//
//   node --import tsx tools/scripts/nginx-config.ts --origin https://data.jiangsu.gov.cn \
//     --nodes 10.0.0.11:8080,10.0.0.12:8080 --web-root /srv/portal/dist/apps --out deploy/nginx/portal.conf
//
// Other flags: --listen <port | address:port>, --access-log <path | off>, --dev-identity, --no-brotli.
// Without --out the configuration goes to stdout. No environment variable is read, so the committed
// file always comes out the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SITE_DIRECTORY } from '@portal/site-config';
import { defaultServer, header, siteServer, upstream, accessLogFormat, type NginxConfigOptions, type NginxSite } from './nginx-config-blocks';

export { CLIENT_MAX_BODY_BYTES, type NginxConfigOptions, type NginxSite } from './nginx-config-blocks';

/** The documented production defaults: what deploy/nginx/portal.conf is generated from. */
export const PRODUCTION_DEFAULTS: NginxConfigOptions = {
  publicOrigin: 'https://data.jiangsu.gov.cn',
  nodes: ['127.0.0.1:8081', '127.0.0.1:8082'],
  webRoot: '/srv/portal/dist/apps',
  listen: 80,
  devIdentity: false,
  accessLog: '/var/log/nginx/portal.access.log',
  brotli: true,
};

/** Where the production configuration is committed, from the workspace root. */
export const PRODUCTION_CONFIG_PATH = 'deploy/nginx/portal.conf';

const SAFE_PATH = /^\/[\w./-]*$/;
const NODE_ADDRESS = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/;
const LISTEN = /^(?:(?:[0-9.]+|\[[0-9A-Fa-f:.]+\]):)?\d{1,5}$/;

/** The public origin as a URL, refused unless it is a bare http(s) origin. */
function originUrl(publicOrigin: string): URL {
  const url = new URL(publicOrigin);
  if (!/^https?:$/.test(url.protocol) || url.origin !== publicOrigin.replace(/\/$/, '')) {
    throw new Error(`publicOrigin must be an http(s) origin such as https://data.jiangsu.gov.cn, got "${publicOrigin}"`);
  }
  return url;
}

/** The sites of SITE_DIRECTORY with their hosts (as apps/api's site-hosts: the province on the origin's host). */
export function nginxSites(publicOrigin: string): NginxSite[] {
  const { hostname } = originUrl(publicOrigin);
  return SITE_DIRECTORY.map((site) => ({
    code: site.code,
    nameEn: site.nameEn,
    host: site.subdomain ? `${site.subdomain}.${hostname}` : hostname,
  }));
}

/** The options completed with the production defaults and checked: nothing in them can add a directive. */
function checkedOptions(partial: Partial<NginxConfigOptions>): NginxConfigOptions {
  const options = { ...PRODUCTION_DEFAULTS, ...partial };
  originUrl(options.publicOrigin);
  if (options.nodes.length === 0) throw new Error('nodes: at least one API node is needed');
  const badNode = options.nodes.find((node) => !NODE_ADDRESS.test(node));
  if (badNode !== undefined) throw new Error(`nodes: "${badNode}" is not host:port`);
  if (!isAbsolute(options.webRoot) || !SAFE_PATH.test(options.webRoot)) throw new Error(`webRoot must be an absolute path, got "${options.webRoot}"`);
  if (options.accessLog !== 'off' && !SAFE_PATH.test(options.accessLog))
    throw new Error(`accessLog must be an absolute path or off, got "${options.accessLog}"`);
  if (!LISTEN.test(String(options.listen))) throw new Error(`listen must be a port or address:port, got "${options.listen}"`);
  return { ...options, webRoot: options.webRoot.replace(/(.)\/+$/, '$1') };
}

/** The http-context configuration for the sites of SITE_DIRECTORY (missing options: PRODUCTION_DEFAULTS). */
export function nginxConfig(partial: Partial<NginxConfigOptions> = {}): string {
  const options = checkedOptions(partial);
  const sections = [
    header(options),
    upstream(options),
    accessLogFormat(),
    defaultServer(options),
    ...nginxSites(options.publicOrigin).map((site) => siteServer(site, options)),
  ];
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** The options the command line gives (flags only; what is not given keeps its production default). */
export function cliOptions(args: string[]): { options: Partial<NginxConfigOptions>; out: string | undefined } {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      origin: { type: 'string' },
      nodes: { type: 'string' },
      'web-root': { type: 'string' },
      listen: { type: 'string' },
      'access-log': { type: 'string' },
      'dev-identity': { type: 'boolean' },
      'no-brotli': { type: 'boolean' },
      out: { type: 'string' },
    },
  });
  const options: Partial<NginxConfigOptions> = {};
  if (values.origin !== undefined) options.publicOrigin = values.origin;
  if (values.nodes !== undefined) options.nodes = values.nodes.split(',').map((node) => node.trim());
  if (values['web-root'] !== undefined) options.webRoot = values['web-root'];
  if (values.listen !== undefined) options.listen = /^\d+$/.test(values.listen) ? Number(values.listen) : values.listen;
  if (values['access-log'] !== undefined) options.accessLog = values['access-log'];
  if (values['dev-identity']) options.devIdentity = true;
  if (values['no-brotli']) options.brotli = false;
  return { options, out: values.out };
}

function main(): void {
  const { options, out } = cliOptions(process.argv.slice(2));
  const text = nginxConfig(options);
  if (out === undefined) {
    process.stdout.write(text);
    return;
  }
  const path = resolve(out);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`Wrote ${out} (${text.split('\n').length - 1} lines).`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(`nginx-config: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
