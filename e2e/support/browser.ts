import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';

/** Debian's Chromium with the flags this sandbox needs (docs/architecture.md#known-traps). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every context (browser.newPage makes one too) watches its pages for CSP violations, so no spec has to ask.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    context.on('page', (page) => {
      openPages.add(page);
      page.on('close', () => openPages.delete(page));
    });
    return context;
  };
  return browser;
}

/* ---------- CSP violations (no page may log one) ---------- */

export interface CspViolation {
  page: string;
  /** The directive and what it blocked, or Chromium's console text. */
  detail: string;
}

const seen: CspViolation[] = [];

/** The violations seen since the last call, forgotten once taken (a spec that provokes one on purpose takes it). */
export function takeCspViolations(): CspViolation[] {
  return seen.splice(0);
}

const REPORT_BINDING = '__portalReportCspViolation';

/**
 * Two witnesses: the page's `securitypolicyviolation` event, reported through a binding by a script that runs
 * before any of the page's own, and Chromium's console line for the violations no event reaches (frame-ancestors
 * is reported in the embedding page's console).
 */
async function watchCsp(context: BrowserContext) {
  await context.exposeBinding(REPORT_BINDING, ({ page }, detail: string) => {
    seen.push({ page: page.url(), detail });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (detail: string) => void>)[binding];
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      seen.push({ page: message.page()?.url() ?? '', detail: message.text() });
  });
}

/** Pages still open, so a failed journey can show what was on screen. */
const openPages = new Set<Page>();

// Registered in every spec file that drives the browser: a test fails on any violation its pages logged; a failed
// test leaves a screenshot of each page still open and prints what they said (the CI log is all a red run keeps).
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    let n = 0;
    for (const page of openPages) {
      const name = `failed-${context.task.name.replace(/[^\w-]+/g, '-').slice(0, 60)}-${++n}`;
      await screenshot(page, name).catch(() => undefined);
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(no text)');
      console.log(`[${name}] ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 1500)}`);
    }
  }
  expect(takeCspViolations(), 'CSP violations').toEqual([]);
});
afterAll(() => {
  expect(takeCspViolations(), 'CSP violations after the last test').toEqual([]);
});

/* ---------- screenshots ---------- */

const shotDir = path.resolve(import.meta.dirname, '../../screenshots');

/** Screenshots land in ./screenshots (git-ignored) for people to look at; tests never compare pixels. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}
