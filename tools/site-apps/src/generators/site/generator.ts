import { installPackagesTask, readJson, writeJson, type Tree } from '@nx/devkit';
import { DIRECTORY_PATH, readDirectory, type DirectoryEntry } from '../../directory';
import { syncSite } from '../sync/generator';

export interface SiteGeneratorSchema {
  code: string;
  regionZh: string;
  nameEn: string;
  colorPrimary?: string;
  skipInstall?: boolean;
}

/**
 * `npm run add-site -- --code=<code> --regionZh=<名称> --nameEn=<Name>`: adds a city to
 * the directory, creates its record (brand + features, all off) and emits its app.
 */
export default function siteGenerator(tree: Tree, options: SiteGeneratorSchema) {
  const code = options.code.trim().toLowerCase();
  if (!/^[a-z][a-z0-9]{1,15}$/.test(code)) throw new Error(`Invalid site code "${options.code}": use 2-16 lowercase letters or digits`);
  const regionZh = options.regionZh.trim().replace(/市$/, '');
  const nameEn = options.nameEn.trim();
  if (!regionZh || !nameEn) throw new Error('regionZh and nameEn are required');
  const colorPrimary = options.colorPrimary ?? '#046af3';
  if (!/^#[0-9a-fA-F]{6}$/.test(colorPrimary)) throw new Error(`Invalid colorPrimary "${colorPrimary}": use #rrggbb`);

  const sites = readDirectory(tree);
  if (sites.some((site) => site.code === code || site.subdomain === code)) {
    throw new Error(`Site "${code}" already exists in ${DIRECTORY_PATH}`);
  }
  const site: DirectoryEntry = {
    code,
    kind: 'city',
    nameZh: `${regionZh}市公共数据授权运营平台`,
    nameEn: `${nameEn} Public Data Authorized Operation Platform`,
    regionZh,
    subdomain: code,
  };
  writeJson(tree, DIRECTORY_PATH, [...readJson<DirectoryEntry[]>(tree, DIRECTORY_PATH), site]);
  syncSite(tree, site, colorPrimary);
  return () => {
    if (!options.skipInstall) installPackagesTask(tree, true);
  };
}
