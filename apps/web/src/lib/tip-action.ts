import type { TipInfo } from '@portal/shared';

/**
 * What acknowledging a tip leads to: showType 2 opens its page to read in a new tab; showType 1 ('join function')
 * takes the patient to the function module showExt.joinId names, through `openFunction` (the menu's target, with
 * its 'function not open' handling). Other tips only close.
 */
export function followTip(tip: TipInfo, openFunction?: (moduleId: string) => void): void {
  if (tip.showType === 2 && tip.showExt.url) window.open(tip.showExt.url, '_blank', 'noopener');
  else if (tip.showType === 1 && tip.showExt.joinId) openFunction?.(tip.showExt.joinId);
}
