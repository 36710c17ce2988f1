import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A lib's message catalogue: `<lib>/src/i18n/[<part>.]<locale>.json` (libs/i18n catalogue.ts). */
export const CATALOGUE_FILE = /[\\/]src[\\/]i18n[\\/][A-Za-z.-]+\.json$/;

/** The catalogue's messages in Lingui's compiled form; a message that is not valid ICU fails the build. */
export function compileCatalogue(json: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(json) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${key}" is not a string`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Issue 19 §English (decision 0032): the production bundle carries the catalogues compiled, as
 * Lingui's runtime expects them there (it has no message parser in production, which keeps it
 * about 2.5 KB). The file is read again from disk: by the time this plugin sees the module, Vite
 * has already turned the JSON into JavaScript.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'portal:lingui-catalogues',
    apply: 'build',
    transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      const compiled = compileCatalogue(readFileSync(file, 'utf8'), file);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null, moduleType: 'js' };
    },
  };
}
