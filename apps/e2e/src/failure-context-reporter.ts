import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Of a long page snapshot, its start (the error, the header) and its end (dialogs, drawers and toasts render last). */
const HEAD_CHARS = 2_000;
const TAIL_CHARS = 5_000;

/**
 * Prints, after the run's summary, the page snapshot Playwright keeps for each failed test
 * (its `error-context` attachment: the page's ARIA tree at the moment of failure). CI keeps
 * only the log of a run on a clean clone, not its test-output folder, so without this a
 * failure there cannot be told apart from a slow page.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: { title: string; context: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((item) => item.name === 'error-context');
    let context = '(no page snapshot was kept)';
    if (attachment?.body) context = attachment.body.toString('utf8');
    else if (attachment?.path) {
      try {
        context = readFileSync(attachment.path, 'utf8');
      } catch (error) {
        context = `(page snapshot unreadable: ${(error as Error).message})`;
      }
    }
    this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), context });
  }

  onEnd(): void {
    for (const { title, context } of this.failures) {
      const cut = context.length - HEAD_CHARS - TAIL_CHARS;
      const shown =
        cut > 0
          ? `${context.slice(0, HEAD_CHARS)}\n… (${cut} characters left out; the whole snapshot is in the test output folder)\n${context.slice(-TAIL_CHARS)}`
          : context;
      console.log(`\n──── page at the failure of: ${title}\n${shown}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
