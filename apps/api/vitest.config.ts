import { libTestConfig } from '../../vitest.shared.ts';

// The fault suite starts and kills real server processes; the contract fuzzing sends 1,000
// requests per test. Both stay well inside a minute on a busy 2-core machine.
export default libTestConfig(import.meta.dirname, { testTimeoutMs: 60_000 });
