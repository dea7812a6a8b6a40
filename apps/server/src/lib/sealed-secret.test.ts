import { describe, expect, it } from 'vitest';
import { isSealed, secretSealer } from './sealed-secret.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const sealer = secretSealer('a-long-random-setting-of-the-operator', 'portal/test');

describe('secretSealer', () => {
  it('opens what it sealed, in a versioned text form', () => {
    const sealed = sealer.seal(SECRET, 'row-1');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealer.unseal(sealed, 'row-1')).toBe(SECRET);
  });

  it('seals the same secret differently each time', () => {
    const [a, b] = [sealer.seal(SECRET, 'row-1'), sealer.seal(SECRET, 'row-1')];
    expect(a).not.toBe(b);
    expect([sealer.unseal(a, 'row-1'), sealer.unseal(b, 'row-1')]).toEqual([SECRET, SECRET]);
  });

  it('refuses an altered value', () => {
    const parts = sealer.seal(SECRET, 'row-1').split('.');
    /** The value with the first byte of its iv (1), tag (2) or ciphertext (3) flipped. */
    const flipped = (i: number) => {
      const bytes = Buffer.from(parts[i]!, 'base64url');
      bytes[0]! ^= 1;
      return parts.with(i, bytes.toString('base64url')).join('.');
    };
    for (const altered of [flipped(1), flipped(2), flipped(3)])
      expect(() => sealer.unseal(altered, 'row-1')).toThrow();
    expect(() => sealer.unseal(parts.with(0, 'v2').join('.'), 'row-1')).toThrow();
    expect(() => sealer.unseal(parts.slice(0, 3).join('.'), 'row-1')).toThrow();
  });

  it('refuses a value sealed under another setting, another purpose or for another row', () => {
    const sealed = sealer.seal(SECRET, 'row-1');
    expect(() =>
      secretSealer('another-long-random-setting', 'portal/test').unseal(sealed, 'row-1'),
    ).toThrow();
    expect(() =>
      secretSealer('a-long-random-setting-of-the-operator', 'portal/other').unseal(sealed, 'row-1'),
    ).toThrow();
    expect(() => sealer.unseal(sealed, 'row-2')).toThrow();
  });

  it('tells plain values from sealed ones', () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(isSealed('')).toBe(false);
  });
});
