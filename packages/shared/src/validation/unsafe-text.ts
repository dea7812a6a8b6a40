/**
 * Text no field of the contract has a use for: NUL (PostgreSQL text cannot hold it — 'invalid byte sequence for
 * encoding "UTF8": 0x00') and UTF-16 surrogates without their pair (not encodable as UTF-8 at all). defect 4.
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deep enough for any body of the contract; a deeper one is refused rather than walked (no stack to exhaust). */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first unsafe string in `value` ('' for `value` itself, the parent's path for an unsafe
 * object key), or null when all of its text is safe.
 */
export function unsafeTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  for (const [key, child] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return path;
    const found = unsafeTextPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
