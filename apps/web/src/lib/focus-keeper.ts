/**
 * WCAG 2.4.3 focus order: focus never falls to <body>.
 *
 * - After a page change the new page's heading takes focus, so a screen reader announces where the patient now is
 *   and the next Tab starts in the content, not back at the top of the document.
 * - When the focused element is removed, hidden or disabled (a closed dialog whose trigger is gone, a cancelled
 *   record's button), focus goes to the page heading instead of the document.
 */

/** Where focus goes when it has nowhere better: the page title, else the main landmark. */
export function focusFallback(doc: Document = document): HTMLElement | null {
  return doc.getElementById('page-title') ?? doc.getElementById('main');
}

function moveTo(target: HTMLElement | null): void {
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The page changed: focus its heading unless the page already put focus somewhere of its own (an autofocus field). */
export function focusNewPage(doc: Document = document): void {
  const active = doc.activeElement;
  const main = doc.getElementById('main');
  if (active && active !== doc.body && main?.contains(active)) return;
  moveTo(focusFallback(doc));
}

/** Long enough for a rendering update; short enough that the next Tab already starts from the heading. */
const RESETTLE_MS = 60;

/** Removed, hidden or disabled: the browser takes focus away from it. */
function gone(el: Element): boolean {
  if (!el.isConnected) return true;
  if ('disabled' in el && el.disabled === true) return true;
  return (
    el instanceof HTMLElement &&
    el.offsetParent === null &&
    getComputedStyle(el).position !== 'fixed'
  );
}

/**
 * Watches for the focused element leaving the page (removed, or hidden with its dialog) and puts focus on the page
 * heading. Focus left on <body> by a click on blank space is the patient's choice: the element is still there, so
 * nothing moves. An open modal dialog keeps focus itself. Returns the stop function.
 */
export function keepFocus(doc: Document = document): () => void {
  let last: Element | null = null;
  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof Element ? e.target : null;
  };
  const observer = new MutationObserver(() => {
    if (!last || !gone(last)) return;
    last = null;
    // The browser moves focus off a hidden element at its next rendering update, and a closing dialog hands focus
    // back to its trigger after its animation: look once both have had their turn.
    setTimeout(() => {
      const active = doc.activeElement;
      if (active && active !== doc.body) return;
      if (
        Array.from(doc.querySelectorAll('[role="dialog"][aria-modal="true"]')).some((d) => !gone(d))
      )
        return;
      moveTo(focusFallback(doc));
    }, RESETTLE_MS);
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden', 'disabled'],
  });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
