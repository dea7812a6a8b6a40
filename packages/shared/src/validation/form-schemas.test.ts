import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amountSchema,
  carPlateSchema,
  contactPhoneSchema,
  emailSchema,
  idCardSchema,
  landlineSchema,
  makeVerifyCodeSchema,
  passwordPairSchema,
  passwordSchema,
  phoneSchema,
  urlSchema,
  verifyCodeSchema,
} from './form-schemas.ts';

/** The message keys of a failed parse, or the parsed value. */
function outcome(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? { ok: r.data } : { keys: r.error.issues.map((i) => i.message) };
}

describe('form schemas use message keys', () => {
  it('phoneSchema: C018 when missing or blank, C019 when invalid', () => {
    expect(outcome(phoneSchema, undefined)).toEqual({ keys: ['C018'] });
    expect(outcome(phoneSchema, null)).toEqual({ keys: ['C018'] });
    expect(outcome(phoneSchema, '   ')).toEqual({ keys: ['C018'] });
    expect(outcome(phoneSchema, '1380000')).toEqual({ keys: ['C019'] });
    expect(outcome(phoneSchema, 13800000001)).toEqual({ keys: ['C019'] });
    expect(outcome(phoneSchema, ' 13800000001 ')).toEqual({ ok: '13800000001' });
  });

  it('idCardSchema upper-cases the check character', () => {
    expect(outcome(idCardSchema, '11010519491231002x')).toEqual({ ok: '11010519491231002X' });
    expect(outcome(idCardSchema, '110105194912310021')).toEqual({ keys: ['C019'] });
  });

  it('passwordSchema does not trim', () => {
    expect(outcome(passwordSchema, 'abcd1234')).toEqual({ ok: 'abcd1234' });
    expect(outcome(passwordSchema, ' abcd1234')).toEqual({ keys: ['C019'] });
    expect(outcome(passwordSchema, '')).toEqual({ keys: ['C018'] });
  });

  it('passwordPairSchema reports a mismatch on confirmPassword', () => {
    expect(
      outcome(passwordPairSchema, { password: 'abcd1234', confirmPassword: 'abcd1234' }),
    ).toEqual({
      ok: { password: 'abcd1234', confirmPassword: 'abcd1234' },
    });
    const r = passwordPairSchema.safeParse({ password: 'abcd1234', confirmPassword: 'abcd12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toMatchObject([{ message: 'C019', path: ['confirmPassword'] }]);
  });

  it('verify code schemas', () => {
    expect(outcome(verifyCodeSchema, '123456')).toEqual({ ok: '123456' });
    expect(outcome(verifyCodeSchema, '1234')).toEqual({ keys: ['C019'] });
    expect(outcome(makeVerifyCodeSchema(4), '1234')).toEqual({ ok: '1234' });
  });

  it('carPlateSchema accepts lower-case input and returns upper case', () => {
    expect(outcome(carPlateSchema, '京a12345')).toEqual({ ok: '京A12345' });
    expect(outcome(carPlateSchema, '京a1234')).toEqual({ keys: ['C019'] });
  });

  it('contactPhoneSchema takes a mobile number or a landline, nothing else', () => {
    expect(outcome(contactPhoneSchema, ' 13912345678 ')).toEqual({ ok: '13912345678' });
    expect(outcome(contactPhoneSchema, '010-12345678-12')).toEqual({ ok: '010-12345678-12' });
    expect(outcome(contactPhoneSchema, '12345678')).toEqual({ keys: ['C019'] });
    expect(outcome(contactPhoneSchema, '')).toEqual({ keys: ['C018'] });
  });

  it('the remaining schemas', () => {
    expect(outcome(landlineSchema, '010-12345678')).toEqual({ ok: '010-12345678' });
    expect(outcome(landlineSchema, '12345678')).toEqual({ keys: ['C019'] });
    expect(outcome(amountSchema, '1,234.50')).toEqual({ ok: '1,234.50' });
    expect(outcome(amountSchema, '0')).toEqual({ keys: ['C019'] });
    expect(outcome(emailSchema, 'a@example.com')).toEqual({ ok: 'a@example.com' });
    expect(outcome(emailSchema, 'a@')).toEqual({ keys: ['C019'] });
    expect(outcome(urlSchema, 'https://example.com')).toEqual({ ok: 'https://example.com' });
    expect(outcome(urlSchema, 'ftp://example.com')).toEqual({ keys: ['C019'] });
  });
});
