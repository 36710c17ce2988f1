import { libTestConfig } from '../../../vitest.shared.ts';

export default libTestConfig(import.meta.dirname);
