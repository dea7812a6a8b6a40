import type { Page } from 'playwright-core';

/**
 * A patient who uses only the keyboard. Every key goes through `press`, so a journey can say how many it
 * took; `tabTo` walks with Tab (or Shift+Tab) the way such a patient does, never clicking.
 */
export class Keyboard {
  presses = 0;

  constructor(private readonly page: Page) {}

  /** One key, then two frames: the page's answer (focus moved by an effect, say) lands before the next key, as for a person. */
  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key);
      this.presses++;
      await this.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += text.length;
  }

  /** Tabs until the focused element matches `selector`; fails after `max` presses (a control Tab cannot reach). */
  async tabTo(selector: string, { back = false, max = 60 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.press(back ? 'Shift+Tab' : 'Tab');
      if (await this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector))
        return;
    }
    throw new Error(
      `${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${selector}; focus is on ${await focusedElement(this.page)}`,
    );
  }
}

/** What has focus, for failure messages: tag, test id and text. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/** Waits until focus is inside an element matching `selector` (a dialog, the page title); fails naming where it is. */
export async function expectFocusWithin(
  page: Page,
  selector: string,
  timeout = 5_000,
): Promise<void> {
  try {
    await page.waitForFunction(
      (s) => {
        const active = document.activeElement;
        return (
          !!active &&
          active !== document.body &&
          Array.from(document.querySelectorAll(s)).some((el) => el.contains(active))
        );
      },
      selector,
      { timeout },
    );
  } catch {
    throw new Error(`focus is not within ${selector}: it is on ${await focusedElement(page)}`);
  }
}

/** The open dialog (antd keeps closed ones in the document, hidden). */
export const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]';
