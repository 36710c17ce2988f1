import { libTestConfig } from '../../../vitest.shared.ts';

export default libTestConfig(import.meta.dirname, {
  environment: 'happy-dom',
  // Tests make localStorage refuse writes; happy-dom does not undo that within one DOM.
  isolate: true,
  setupFiles: ['../../../tools/test-setup/dom.ts'],
});
