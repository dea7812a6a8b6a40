import { PREVIEW_PARAM } from '@portal/shared';

/**
 * True when this page is the staff console's preview: `preview=1` in the first URL and framed by a page of this same
 * origin (reading the parent's location throws for another origin). Decided once at start-up: the portal's own
 * navigation drops the parameter, and the page stays the preview until it is reloaded.
 */
export function isPreviewFrame(win: Window = window): boolean {
  if (new URLSearchParams(win.location.search).get(PREVIEW_PARAM) !== '1' || win.parent === win)
    return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

export const PREVIEW_MODE = typeof window !== 'undefined' && isPreviewFrame();
