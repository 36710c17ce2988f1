/**
 * Validates one site record: `tsx libs/site-config/check-site.ts <path to site.ts>`.
 * Importing the record runs its schema validation (defineSite throws on a bad
 * record); then its brand colours must reach WCAG AA contrast against white,
 * since antd paints white text on the primary colour and primary text on white.
 * Each record project runs this as its `test` target, so it reruns only when that
 * site's record (or this library) changes.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SURFACE_COLORS, contrastRatio, type SiteConfig } from './src/index.ts';

const AA_NORMAL_TEXT = 4.5;

export function brandProblems(site: SiteConfig): string[] {
  const problems: string[] = [];
  const colours = Object.entries(site.brand).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  for (const [token, colour] of colours) {
    for (const [surface, background] of Object.entries(SURFACE_COLORS)) {
      const ratio = contrastRatio(colour, background);
      if (ratio < AA_NORMAL_TEXT) {
        problems.push(
          `${site.code}: brand.${token} ${colour} has ${ratio.toFixed(2)}:1 contrast with the ${surface} colour ${background} (needs ${AA_NORMAL_TEXT}:1)`,
        );
      }
    }
  }
  return problems;
}

async function main(file: string | undefined) {
  if (!file) throw new Error('usage: tsx libs/site-config/check-site.ts <sites/<code>/site.ts>');
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { default: SiteConfig };
  const problems = brandProblems(mod.default);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
    return;
  }
  console.log(`site ${mod.default.code}: record valid, brand contrast ok (${mod.default.features.length} features enabled)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
