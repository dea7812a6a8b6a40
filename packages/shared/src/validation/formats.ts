/**
 * Field checks as small pure predicates. Each takes `unknown` so it can sit directly behind a
 * form or a request body, and answers false instead of throwing.
 */

/** Mainland mobile numbers: 11 digits, a leading 1 and a second digit 2–9. */
export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && /^1[2-9]\d{9}$/.test(value);
}

const PASSWORD_CHARS = /^[A-Za-z\d!@#$%^&*]{8,16}$/;

/**
 * Password: 8–16 of letters, digits and !@#$%^&*. The catalogue wording is "any two of digits,
 * letters and special characters", so a password of one class only (all digits, all letters, or all
 * specials) is refused — which also covers the "not only digits, not only letters" rule.
 */
export function isPassword(value: unknown): boolean {
  if (typeof value !== 'string' || !PASSWORD_CHARS.test(value)) return false;
  const classes = [/[A-Za-z]/, /\d/, /[!@#$%^&*]/].filter((re) => re.test(value)).length;
  return classes >= 2;
}

/** The two password entries must match (an empty pair does not count as matching). */
export function passwordsMatch(password: unknown, confirmation: unknown): boolean {
  return typeof password === 'string' && password !== '' && password === confirmation;
}

/** Landline: 3–4 digit area code, dash, 7–8 digits, optional '-extension' of 1–6 digits. */
export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && /^\d{3,4}-\d{7,8}(?:-\d{1,6})?$/.test(value);
}

/** Integer part without separators (no leading zero) or with correctly grouped thousands. */
const AMOUNT_PATTERN = /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d{1,2})?$/;

/**
 * Amount: positive, thousands separators allowed (1,234.50), at most 2 decimals, or 0.x.
 * Zero in any spelling (0, 0.0, 0.00) is not positive and is refused.
 */
export function isAmount(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !AMOUNT_PATTERN.test(text)) return false;
  return Number(text.replaceAll(',', '')) > 0;
}

/** Verification code: exactly `length` digits. */
export function isVerifyCode(code: unknown, length = 6): boolean {
  if (!Number.isInteger(length) || length < 1) return false;
  return typeof code === 'string' && code.length === length && /^\d+$/.test(code);
}

/** Province abbreviations that open a mainland plate, plus 使 (embassy) and 领 (consulate). */
const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
const CAR_PLATE_PATTERN = new RegExp(`^[${PLATE_PROVINCES}][A-Z][A-Z0-9]{5,6}$`);

/**
 * Car plate: 7 characters, or 8 for new-energy plates. Upper case only — the schema upper-cases
 * input before checking, so users may type lower case.
 */
export function isCarPlate(value: unknown): boolean {
  return typeof value === 'string' && CAR_PLATE_PATTERN.test(value);
}

export function isEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^[A-Za-z\d._%+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}$/.test(value)
  );
}

/** Han characters only; uses the Unicode script so rare name characters outside the BMP pass too. */
export function isChineseOnly(value: unknown): boolean {
  return typeof value === 'string' && /^\p{Script=Han}+$/u.test(value);
}

export function isLettersOnly(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z]+$/.test(value);
}

export function isAlphanumeric(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z\d]+$/.test(value);
}

/** An integer as a number, or as text with an optional minus sign and no leading zeros. */
export function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value);
  return typeof value === 'string' && /^-?(?:0|[1-9]\d*)$/.test(value);
}

/** A finite decimal number, as a number or as plain text (no exponent, no separators, no blanks). */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(value);
}

/** Absolute http(s) URL with a host; anything the URL parser rejects, or with blanks, fails. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const VIDEO_EXTENSIONS = [
  'mp4',
  'mov',
  'avi',
  'wmv',
  'flv',
  'mkv',
  'webm',
  'm4v',
  '3gp',
] as const;

function extensionOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** By extension only (case-insensitive); the server must still sniff content before trusting a file. */
export function isImageFile(name: unknown): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export function isVideoFile(name: unknown): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** Any text JSON.parse accepts (objects, arrays and scalars alike). */
export function isJson(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
