import type { TipInfo } from '@portal/shared';

/** The scroll-locked button unlocks within 5% of the height from the bottom. */
export const SCROLL_UNLOCK_RATIO = 0.05;
/** buttonSecond is optional; without it a countdown tip waits this long. */
export const DEFAULT_TIP_SECONDS = 5;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the visible part reaches within 5% of the content's height from its end (or nothing overflows). */
export function isScrolledNearBottom(box: ScrollBox, ratio = SCROLL_UNLOCK_RATIO): boolean {
  if (box.scrollHeight <= box.clientHeight) return true;
  const remaining = box.scrollHeight - box.scrollTop - box.clientHeight;
  return remaining <= box.scrollHeight * ratio;
}

export function tipCountdownSeconds(tip: Pick<TipInfo, 'buttonType' | 'buttonExt'>): number {
  return tip.buttonType === 1 ? (tip.buttonExt.buttonSecond ?? DEFAULT_TIP_SECONDS) : 0;
}

export type TipButton =
  | { locked: false; labelKey: string; label?: string }
  | { locked: true; labelKey: string; label?: string; seconds?: number };

/**
 * What the tip's button says and whether it may be pressed:
 * buttonType 1 waits for the countdown, buttonType 2 until the content was scrolled to the bottom.
 * `label` is hospital text; `labelKey` the catalogue fallback.
 */
export function tipButtonState(
  tip: Pick<TipInfo, 'buttonType' | 'buttonExt' | 'buttonContent'>,
  state: { secondsLeft: number; scrolledToBottom: boolean },
): TipButton {
  const ready = {
    locked: false as const,
    labelKey: 'ui.iKnow',
    label: tip.buttonContent || undefined,
  };
  if (tip.buttonType === 1 && state.secondsLeft > 0)
    return { ...ready, locked: true, seconds: state.secondsLeft };
  if (tip.buttonType === 2 && !state.scrolledToBottom) {
    return {
      locked: true,
      labelKey: 'ui.slideToBottom',
      label: tip.buttonExt.beforeButtonContent || undefined,
    };
  }
  return ready;
}
