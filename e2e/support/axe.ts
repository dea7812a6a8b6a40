import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.0/2.1 A and AA rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the portal's CSP is not loosened for it) on
 * the WCAG A/AA rules and answers the violations, each with the selectors of its nodes.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog or dropdown fading in is half transparent: judge the colours once finite animations have ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: Document,
          opts: object,
        ): Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: string[]; html: string; failureSummary?: string }[];
          }[];
        }>;
      };
    };
    const result = await w.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map(
        (n) =>
          `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
    }));
  }, WCAG_AA_TAGS);
}
