/** Ends a Playwright run with one plain line, 'N passed, N failed, N skipped', for CI to read. */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };
  private final = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.final.set(test, result.status);
  }

  onEnd(): void {
    for (const status of this.final.values()) {
      if (status === 'passed') this.counts.passed += 1;
      else if (status === 'skipped') this.counts.skipped += 1;
      else this.counts.failed += 1;
    }
    console.log(`\nplaywright: ${this.counts.passed} passed, ${this.counts.failed} failed, ${this.counts.skipped} skipped`);
  }
}
