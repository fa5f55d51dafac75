/**
 * Ends a Playwright run with one plain line, 'N passed, N failed, N skipped', for CI to read; tests that passed
 * only on a retry are counted as passed and also named as flaky.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private final = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.final.set(test, result);
  }

  onEnd(): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: string[] = [];
    for (const [test, result] of this.final) {
      if (result.status === 'passed') {
        counts.passed += 1;
        if (result.retry > 0) flaky.push(test.titlePath().filter(Boolean).join(' › '));
      } else if (result.status === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    for (const title of flaky) console.log(`flaky (passed on a retry): ${title}`);
    console.log(
      `\nplaywright: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky.length ? ` (${flaky.length} flaky)` : ''}`,
    );
  }
}
