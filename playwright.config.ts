/**
 * End-to-end tests in real Chromium (Debian's, no download) against the real server on a fresh demo
 * database, at a phone width (360 px) and a desktop width, in English; a sample in French and Arabic.
 */
import { defineConfig } from '@playwright/test';

// One port for the whole run; the workers inherit it through the environment.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PHONE = {
  browserName: 'chromium',
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;
const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
/**
 * A test runs at both widths unless tagged with the one it needs: `@phone` or `@desktop` where the
 * layout is that width's alone, or where what it checks is the same at every width and is tried where
 * its users are (a player's flows on a phone, staff work and what loads on a desktop). A screen's
 * layout keeps its tests at both widths. `@words` checks words only: once per language.
 */
const NOT_AT_PHONE_WIDTH = /@desktop/;
const NOT_AT_DESKTOP_WIDTH = /@phone/;
const NOT_AGAIN_IN_ARABIC = /@desktop|@words/;
const LANGUAGES_SPEC = /languages\.spec\.ts$/;
/** The staff area right to left: Arabic on a desktop only, where staff work. */
const RTL_STAFF_SPEC = /right-to-left\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers share two cores on CI: a test making three writes through the screens can take most of 30 s there.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  forbidOnly: !!process.env.CI,
  // On CI's loaded machines a test may lose a race with the machine, not the app: one more try, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/support/playwright-summary.ts']],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'retain-on-failure',
  },
  // Every spec in English on a phone and a desktop; languages.spec.ts in French and Arabic (the browser
  // preferring them), Arabic also on a desktop, with the staff area right to left; each at the widths
  // its tags allow.
  projects: [
    { name: 'phone', testIgnore: [LANGUAGES_SPEC, RTL_STAFF_SPEC], grepInvert: NOT_AT_PHONE_WIDTH, use: PHONE },
    { name: 'desktop', testIgnore: [LANGUAGES_SPEC, RTL_STAFF_SPEC], grepInvert: NOT_AT_DESKTOP_WIDTH, use: DESKTOP },
    { name: 'fr', testMatch: LANGUAGES_SPEC, grepInvert: NOT_AT_PHONE_WIDTH, use: { ...PHONE, locale: 'fr-MA' } },
    { name: 'ar', testMatch: LANGUAGES_SPEC, grepInvert: NOT_AGAIN_IN_ARABIC, use: { ...PHONE, locale: 'ar-MA' } },
    {
      name: 'ar-desktop',
      testMatch: [LANGUAGES_SPEC, RTL_STAFF_SPEC],
      grepInvert: NOT_AT_DESKTOP_WIDTH,
      use: { ...DESKTOP, locale: 'ar-MA' },
    },
  ],
  webServer: {
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build --silent && '}tsx tests/e2e/support/serve.ts`,
    url: `${baseURL}/api/public/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
