/**
 * Masking for display. All functions take possibly missing values (HIS rows carry nulls), work
 * on code points so a rare name character outside the BMP is never split, and never throw.
 * Shared rule: when the visible parts would cover the whole value, everything is starred instead, so a
 * short or truncated value is never shown in full by accident.
 */

/** A masked patient card is always eight asterisks, whatever the number. */
export const MASKED_CARD = '********';

function chars(value: string | null | undefined): string[] {
  return value ? Array.from(value) : [];
}

/** Keeps `head` leading and `tail` trailing characters, stars in between, same length as the input. */
function maskMiddle(value: string | null | undefined, head: number, tail: number): string {
  const c = chars(value);
  if (c.length <= head + tail) return '*'.repeat(c.length);
  return (
    c.slice(0, head).join('') +
    '*'.repeat(c.length - head - tail) +
    c.slice(c.length - tail).join('')
  );
}

/**
 * Bank card shows the last 4. We print a fixed '**** **** **** ' prefix rather than one star per
 * digit, so the display neither leaks the card's length nor changes width between 16- and 19-digit cards.
 * Blanks inside the input (as typed '6222 0212 …') are ignored.
 */
export function maskBankCard(cardNo: string | null | undefined): string {
  const c = chars(cardNo?.replace(/\s+/g, ''));
  if (c.length === 0) return '';
  if (c.length <= 4) return '*'.repeat(c.length);
  return `**** **** **** ${c.slice(-4).join('')}`;
}

/** ID card: first 3 and last 4 shown, stars between, same length ('110***********002X'). */
export function maskIdCard(idCardNo: string | null | undefined): string {
  return maskMiddle(idCardNo, 3, 4);
}

/**
 * Name keeps the first and last character: '张*丰'. A 2-character name would be shown whole by
 * that rule, so it becomes first + '*'; a 1-character name is left unchanged (nothing sensible to hide).
 */
export function maskName(name: string | null | undefined): string {
  const c = chars(name);
  if (c.length <= 1) return c.join('');
  if (c.length === 2) return `${c[0]}*`;
  return (c[0] ?? '') + '*'.repeat(c.length - 2) + (c[c.length - 1] ?? '');
}

/** Phone shows the first 3 and digits 8–11: '13800000001' → '138****0001'. */
export function maskPhone(phone: string | null | undefined): string {
  return maskMiddle(phone, 3, 4);
}

/** A patient card is never partly shown; the argument is accepted only for call-site symmetry. */
export function maskCard(_cardNo?: string | null): string {
  return MASKED_CARD;
}
