import { libTestConfig } from '../../../vitest.shared.ts';

export default libTestConfig(import.meta.dirname, {
  environment: 'happy-dom',
  // The editor form's validation test failed once in a shared worker (1 of 4 cold runs); until
  // that is understood, a fresh DOM per file (issue 11).
  isolate: true,
  setupFiles: ['../../../tools/test-setup/dom.ts'],
});
