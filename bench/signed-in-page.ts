import type { Browser, BrowserContext, Page } from 'playwright-core';

const DEMO = { phone: '13800000001', password: 'Demo@2026' };

/**
 * A browser context where the demo patient is signed in at `hosId` (the storage set as the portal keeps it, the home
 * tip already seen), and a page in it not yet opened: the cold-load benches open their page there with an empty cache.
 * The caller closes the context.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  hosId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  try {
    const setup = await context.newPage();
    await setup.goto(`${baseUrl}/?hosId=${hosId}`);
    await setup.getByTestId('hospital-name').waitFor();
    const res = await fetch(`${baseUrl}/uaa/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hosId, ...DEMO }),
    });
    const { data } = (await res.json()) as { data: unknown };
    // Page scripts as text: the benches compile without the DOM library.
    await setup.evaluate(`localStorage.setItem(${JSON.stringify(`portal.login.${hosId}`)}, ${JSON.stringify(JSON.stringify(data))});
      sessionStorage.setItem(${JSON.stringify(`portal.session.homeTipSeen.${hosId}`)}, '1');`);
    const page = await context.newPage();
    await setup.close();
    return { context, page };
  } catch (err) {
    await context.close();
    throw err;
  }
}
