export { default as syncGenerator, syncSite } from './generators/sync/generator';
export { default as siteGenerator } from './generators/site/generator';
