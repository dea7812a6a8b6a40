import type { AbnormalFlag } from '@portal/shared';

export type FlagTone = 'high' | 'low' | 'normal';

/**
 * An abnormal result is marked by an arrow and a word as well as by colour, so it reads without colour
 * (and in a black-and-white print).
 */
export const FLAG_VIEW: Record<
  NonNullable<AbnormalFlag>,
  { symbol: string; labelKey: string; tone: FlagTone }
> = {
  H: { symbol: '↑', labelKey: 'ui.flagHigh', tone: 'high' },
  L: { symbol: '↓', labelKey: 'ui.flagLow', tone: 'low' },
  N: { symbol: '', labelKey: 'ui.flagNormal', tone: 'normal' },
};

export const isOutOfRange = (flag: AbnormalFlag) => flag === 'H' || flag === 'L';
