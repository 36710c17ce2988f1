/**
 * The API app's public entry (issue 14): what scripts under tools/ may use. Everything else in
 * apps/api is the app's own; domain code is in libs/server/<domain>.
 */
export { buildApp, type AppOptions } from './app';
export { loadConfig, type ServerConfig } from './config';
