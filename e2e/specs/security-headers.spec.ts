import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import {
  launchBrowser,
  screenshot,
  takeCspViolations,
  type CspViolation,
} from '../support/browser.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * Every answer carries the security headers, and the portal runs under its CSP — no page of the
 * route table (visited by the accessibility sweep), nor the payment page with its QR, the scan page or /docs logs a
 * violation (support/browser.ts fails any test whose pages log one). Nothing of ours can be framed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const base = () => inject('baseUrl');

async function headersOf(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base()}${path}`, init);
  await res.arrayBuffer();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    get: (name: string) => res.headers.get(name),
  };
}

/** Opens a page and waits until it has rendered its title and made its calls (images included). */
async function open(p: PortalPage, path: string) {
  await p.goto(path);
  await p.testId('page-title').first().waitFor();
  await p.page.waitForLoadState('networkidle');
}

describe('headers on every answer', () => {
  it('HTML, assets, API answers (success and refusal), demo images, /docs', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    const style = /<link[^>]+href="([^"]+\.css)"/.exec(html)?.[1];
    expect(script, 'index.html names its script').toBeTruthy();
    // The built page has no inline script for the CSP to allow.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const answers = {
      'index.html': await headersOf('/'),
      'a client route': await headersOf('/appointment/record'),
      script: await headersOf(script!),
      ...(style && { stylesheet: await headersOf(style) }),
      favicon: await headersOf('/favicon.svg'),
      'API success': await headersOf('/hospital/api/hospital/info/1001'),
      'API 401': await headersOf('/uaa/api/me?hosId=1001'),
      'API 404': await headersOf('/hospital/api/no-such-call'),
      'API 400': await headersOf('/uaa/api/login/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      '/docs': await headersOf('/docs'),
      '/docs/json': await headersOf('/docs/json'),
      healthz: await headersOf('/healthz'),
    };
    for (const [what, res] of Object.entries(answers)) {
      const csp = res.get('content-security-policy') ?? '';
      expect(csp, what).toContain("frame-ancestors 'self'");
      expect(csp, what).toContain("script-src 'self'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).not.toContain('unsafe-eval');
      expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.get('x-frame-options'), what).toBe('SAMEORIGIN');
      expect(res.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.get('referrer-policy'), what).toBe('no-referrer');
    }
    expect(answers['API 401'].status).toBe(401);
    expect(answers['API 400'].status).toBe(400);
  });
});

describe('no CSP violation on any page', () => {
  // Every route of the route table, in both themes' languages and signed in and out, is visited by the accessibility
  // sweep (support/a11y-routes.ts), whose pages are watched for violations like every spec's (support/browser.ts): a
  // second sweep here would only repeat it. This spec keeps the pages that sweep cannot reach.
  it('screenshots of a few pages, to look at', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    for (const [path, name] of [
      ['/?hosId=1001', 'csp-home'],
      ['/appointment/area', 'csp-area'],
      ['/patient/out/homepage', 'csp-patients'],
      ['/appointment/record', 'csp-records'],
    ] as const) {
      await open(p, path);
      await screenshot(p.page, name);
    }
    await p.close();
  });

  it('the payment page with a QR code and the scan page it points to', async () => {
    // Liu Guifang's card holds ¥35 (demo 1001): paying by card offers the QR flow (docs/demo-hospitals.md, "To try a QR payment").
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD);
    const { appointId } = await bookAhead('1001', token, 5, 60_000, {
      patientName: 'Liu Guifang',
      minFee: 3_501,
    });
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.page.goto(`/appointment/record-info?id=${appointId}`, { waitUntil: 'networkidle' });
    await p.testId('pay-qr').click();
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    const qr = p.testId('pay-qr-code');
    await qr.waitFor();
    // The QR image is a data: URL, which img-src allows; it has to have loaded.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await screenshot(p.page, 'csp-payment-qr');

    const phone = await p.context.newPage();
    await phone.goto((await qr.getAttribute('data-qr-content'))!, { waitUntil: 'networkidle' });
    await phone.getByTestId('scan-confirm').waitFor();
    await screenshot(phone, 'csp-scan-page');
    await p.close();
  });

  it('/docs (swagger-ui) renders every operation of the API', async () => {
    const doc = (await (await fetch(`${base()}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods)).length;
    const p = await PortalPage.open(browser);
    await p.page.goto('/docs', { waitUntil: 'networkidle' });
    await p.page.locator('.swagger-ui .opblock').first().waitFor();
    // swagger-ui 5 renders the operations as a virtual list (only those near the viewport are in the DOM), so the
    // check scrolls to the end and collects every operation block it has seen.
    const seen = new Set<string>();
    for (let atEnd = false; !atEnd;) {
      for (const id of await p.page
        .locator('.swagger-ui .opblock')
        .evaluateAll((els) => els.map((e) => e.id)))
        seen.add(id);
      atEnd = await p.page.evaluate(
        () => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2,
      );
      await p.page.mouse.wheel(0, 400);
      await p.page.waitForTimeout(150);
    }
    expect(operations).toBeGreaterThan(100);
    expect(seen.size).toBe(operations);
    await screenshot(p.page, 'csp-docs');
    await p.close();
  });
});

describe('framing', () => {
  it.each([
    '/homepage/payment',
    '/hos/ui/scan/payment/no-such-token-0123456789',
    '/login',
    '/docs',
  ])('another site cannot frame %s', async (path) => {
    const attacker = await PortalPage.open(browser);
    await attacker.page.setContent(
      `<iframe id="victim" src="${base()}${path}" width="800" height="600"></iframe>`,
    );
    // Chromium logs the refusal in the framing page's console; taken here, as it is expected.
    const logged: CspViolation[] = [];
    await expect
      .poll(
        () => {
          logged.push(...takeCspViolations());
          return logged.some((v) => v.detail.includes("frame-ancestors 'self'"));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const framed = attacker.page.frames().find((f) => f !== attacker.page.mainFrame());
    // The frame holds Chromium's error page, not ours: none of the portal's markup is in it.
    expect(await framed?.locator('#root, #swagger-ui').count()).toBe(0);
    await attacker.close();
  });
});
