import { describe, expect, it } from 'vitest';
import { canonicalString, signFields, verifySignature } from './gateway.signature.ts';

const SECRET = 'signature-test-secret-0123456789';

describe('gateway notification signature', () => {
  it('gives a value holding "&key=value" a canonical string of its own', () => {
    const honest = { totalFee: '100', tradeState: 'SUCCESS' };
    const smuggled = { totalFee: '100&tradeState=SUCCESS' };
    expect(canonicalString(honest)).toBe('totalFee=100&tradeState=SUCCESS');
    expect(canonicalString(smuggled)).toBe('totalFee=100%26tradeState%3DSUCCESS');
    expect(signFields(smuggled, SECRET)).not.toBe(signFields(honest, SECRET));
    // The attack: the signature of one set does not verify the other.
    expect(verifySignature({ ...smuggled, sign: signFields(honest, SECRET) }, SECRET)).toBe(false);
  });

  it('keeps empty values, so adding or dropping an empty field changes the signature', () => {
    expect(canonicalString({ a: '1', tradeNo: '' })).toBe('a=1&tradeNo=');
    expect(signFields({ a: '1', tradeNo: '' }, SECRET)).not.toBe(signFields({ a: '1' }, SECRET));
    expect(
      verifySignature({ a: '1', sign: signFields({ a: '1', tradeNo: '' }, SECRET) }, SECRET),
    ).toBe(false);
  });

  it('ignores only the sign field, sorts keys, and verifies what it signed', () => {
    const fields = { outTradeNo: 'Q1', hosId: '1001', note: 'a=b&c d/é' };
    expect(canonicalString({ ...fields, sign: 'x' })).toBe(
      'hosId=1001&note=a%3Db%26c%20d%2F%C3%A9&outTradeNo=Q1',
    );
    expect(verifySignature({ ...fields, sign: signFields(fields, SECRET) }, SECRET)).toBe(true);
    expect(
      verifySignature({ ...fields, sign: signFields(fields, `${SECRET}-other`) }, SECRET),
    ).toBe(false);
    expect(
      verifySignature({ ...fields, sign: signFields(fields, SECRET), extra: '' }, SECRET),
    ).toBe(false);
  });

  it('refuses, without throwing, a field that cannot be encoded (a lone surrogate)', () => {
    expect(verifySignature({ hosId: '\uD800', sign: 'x'.repeat(64) }, SECRET)).toBe(false);
    expect(() => signFields({ hosId: '\uD800' }, SECRET)).toThrow(URIError);
  });
});
