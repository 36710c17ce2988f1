/**
 * Launch options for Debian's Chromium, shared by Playwright end-to-end tests
 * and Vitest browser-mode story tests. Nothing here downloads a browser
 * (toolchain.md): `npm test` installs Debian's chromium when it is missing.
 * The flags keep Chromium quiet on a closed network.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
