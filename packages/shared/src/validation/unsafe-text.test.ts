import { describe, expect, it } from 'vitest';
import { unsafeTextPath } from './unsafe-text.ts';

describe('unsafeTextPath', () => {
  it('finds NUL and lone surrogates, with the path of the field', () => {
    expect(unsafeTextPath('a\u0000b')).toBe('');
    expect(unsafeTextPath({ hosId: '1001', patient: { names: ['ok', 'x\uD800'] } })).toBe(
      'patient.names.1',
    );
    expect(unsafeTextPath({ a: '\uDC00' })).toBe('a');
    expect(unsafeTextPath({ nested: { 'k\u0000': 1 } })).toBe('nested');
  });
  it('keeps well-formed text, surrogate pairs and non-text values', () => {
    expect(unsafeTextPath({ name: 'Chen 😀 陈', n: 1, ok: true, none: null, list: [] })).toBeNull();
  });
  it('refuses nesting deeper than any body of the contract instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(unsafeTextPath(deep)).not.toBeNull();
  });
});
