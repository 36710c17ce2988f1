/**
 * DOM test setup shared by the React libs: jest-dom matchers, cleanup between
 * tests, and the browser APIs antd needs that happy-dom lacks or stubs poorly.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activeLocale, changeLocale, DEFAULT_LOCALE } from '@portal/i18n';
import { ASYNC_UTIL_TIMEOUT_MS } from './time-factor';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that switched the interface language leaves the next one in the default (issue 19).
  if (activeLocale() !== DEFAULT_LOCALE) await changeLocale(DEFAULT_LOCALE, { remember: false });
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
