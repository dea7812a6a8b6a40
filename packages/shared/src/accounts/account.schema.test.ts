import { describe, expect, it } from 'vitest';
import {
  VERIFY_CODE_RULES,
  changePasswordBody,
  loginByPasswordBody,
  loginBySmsBody,
  loginUserSchema,
  registerBody,
  resetPasswordBody,
  sendVerifyCodeBody,
  verifyCodeValueSchema,
} from './account.schema.ts';

const GOOD = 'Demo@2026';
const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`));

describe('code rules', () => {
  it('6 digits, 5 minutes, 5 tries, 60 s between codes', () => {
    expect(VERIFY_CODE_RULES).toEqual({
      length: 6,
      ttlSeconds: 300,
      maxAttempts: 5,
      resendSeconds: 60,
    });
  });
  it('accepts digit codes (trimmed) and refuses anything else', () => {
    expect(verifyCodeValueSchema.parse(' 123456 ')).toBe('123456');
    for (const bad of ['12a456', '', '123', '123456789'])
      expect(verifyCodeValueSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('sendVerifyCodeBody', () => {
  it('needs a phone and one of the three purposes', () => {
    expect(
      sendVerifyCodeBody.parse({ hosId: '1001', phone: '13800000001', purpose: 'register' })
        .purpose,
    ).toBe('register');
    expect(
      issues(
        sendVerifyCodeBody.safeParse({ hosId: '1001', phone: '11800000001', purpose: 'login' }),
      ),
    ).toEqual(['phone:C019']);
    expect(
      sendVerifyCodeBody.safeParse({ hosId: '1001', phone: '13800000001', purpose: 'delete' })
        .success,
    ).toBe(false);
  });
});

describe.each([
  ['registerBody', registerBody],
  ['resetPasswordBody', resetPasswordBody],
] as const)('%s', (_name, schema) => {
  const base = { hosId: '1001', phone: '13800000001', code: '123456' };
  it('accepts a password entered twice', () => {
    expect(schema.safeParse({ ...base, password: GOOD, confirmPassword: GOOD }).success).toBe(true);
  });
  it('refuses passwords of one class, too short or too long, or with other characters', () => {
    for (const pw of [
      '12345678',
      'abcdefgh',
      'Ab1!',
      'Abcdefgh12345678x',
      'Abcd 1234',
      'Abcd~1234',
    ]) {
      expect(
        issues(schema.safeParse({ ...base, password: pw, confirmPassword: pw })),
        pw,
      ).toContain('password:C019');
    }
  });
  it('reports a mismatched confirmation on confirmPassword', () => {
    expect(
      issues(schema.safeParse({ ...base, password: GOOD, confirmPassword: 'Demo@2027' })),
    ).toEqual(['confirmPassword:C019']);
  });
});

describe('registerBody without a password (a hospital that signs in by code only)', () => {
  it('takes phone and code alone; a password sent still needs its confirmation', () => {
    expect(
      registerBody.safeParse({ hosId: '1002', phone: '13800000001', code: '123456' }).success,
    ).toBe(true);
    expect(
      issues(
        registerBody.safeParse({
          hosId: '1002',
          phone: '13800000001',
          code: '123456',
          password: GOOD,
        }),
      ),
    ).toEqual(['confirmPassword:C019']);
  });
});

describe('changePasswordBody', () => {
  it('needs the old password and a matching new pair', () => {
    expect(
      changePasswordBody.safeParse({
        hosId: '1001',
        oldPassword: 'anything',
        password: GOOD,
        confirmPassword: GOOD,
      }).success,
    ).toBe(true);
    expect(
      changePasswordBody.safeParse({
        hosId: '1001',
        oldPassword: '',
        password: GOOD,
        confirmPassword: GOOD,
      }).success,
    ).toBe(false);
    expect(
      issues(
        changePasswordBody.safeParse({
          hosId: '1001',
          oldPassword: 'x',
          password: GOOD,
          confirmPassword: 'x',
        }),
      ),
    ).toEqual(['confirmPassword:C019']);
  });
});

describe('sign-in bodies', () => {
  it('by password: any non-empty password (old accounts may predate the rule)', () => {
    expect(
      loginByPasswordBody.safeParse({ hosId: '1001', phone: '13800000001', password: 'x' }).success,
    ).toBe(true);
    expect(
      loginByPasswordBody.safeParse({ hosId: '1001', phone: '13800000001', password: '' }).success,
    ).toBe(false);
  });
  it('by SMS: a phone and a code', () => {
    expect(
      loginBySmsBody.safeParse({ hosId: '1001', phone: '13800000001', code: '654321' }).success,
    ).toBe(true);
    expect(loginBySmsBody.safeParse({ hosId: '1001', phone: '13800000001' }).success).toBe(false);
  });
});

describe('loginUserSchema', () => {
  const user = {
    isLogin: true,
    access_token: 't',
    expiresAt: '2026-11-28T00:00:00.000Z',
    mobile: '138****0001',
    platformDetail: { userId: 'u' },
    leader: '1',
  };
  it('parses the login user and strips anything else', () => {
    expect(loginUserSchema.parse({ ...user, password_hash: 'x' })).toEqual(user);
  });
  it('knows only leader 0 or 1 and isLogin true', () => {
    expect(loginUserSchema.safeParse({ ...user, leader: '2' }).success).toBe(false);
    expect(loginUserSchema.safeParse({ ...user, isLogin: false }).success).toBe(false);
  });
});
