/**
 * Chromium started by a test itself, with its own profile folder, so it can be killed like a phone
 * kills an app and reopened on the same profile: what the outbox kept must survive it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../playwright.config';
import { freePort } from '../../support/processes';

export type StartedBrowser = { process: ChildProcess; context: BrowserContext };

/** Starts Chromium on `profile`; with no `network`, every request of it, its service worker's included, goes to a proxy that is not there. */
export async function startBrowser(profile: string, { network = true } = {}): Promise<StartedBrowser> {
  const port = await freePort();
  const offline = network ? [] : ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>'];
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, ...offline, '--headless=new', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  let browser;
  for (let attempt = 0; ; attempt++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      break;
    } catch (error) {
      if (attempt > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { process: child, context: browser.contexts()[0]! };
}

/** Kills the browser like a phone kills an app: every process of it at once (it leads its own group), so none writes its profile afterwards. */
export async function killBrowser(browser: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  process.kill(-browser.pid!, 'SIGKILL');
  await exited;
}

/**
 * Starts a browser on `profile`, runs `steps` in a new page (queueing something offline), waits
 * `settleMs`, and kills the browser, even when a step failed.
 */
export async function runAndKill(
  profile: string,
  steps: (page: Page, context: BrowserContext) => Promise<void>,
  { settleMs = 0 } = {},
): Promise<void> {
  const { process: browser, context } = await startBrowser(profile);
  try {
    const page = await context.newPage();
    await steps(page, context);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
  } finally {
    await killBrowser(browser);
  }
}
