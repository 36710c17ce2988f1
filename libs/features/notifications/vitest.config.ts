import { libTestConfig } from '../../../vitest.shared.ts';

export default libTestConfig(import.meta.dirname, {
  environment: 'happy-dom',
  setupFiles: ['../../../tools/test-setup/dom.ts'],
});
