import { describe, expect, it } from 'vitest';
import { loginModesOf, usesPasswords } from './login-modes.ts';

describe('loginModesOf (config loginModes)', () => {
  it('keeps the configured order, drops unknown and repeated modes, and offers both when none is usable', () => {
    expect(loginModesOf('sms,password')).toEqual(['sms', 'password']);
    expect(loginModesOf(' password , wechat,password')).toEqual(['password']);
    expect(loginModesOf('')).toEqual(['password', 'sms']);
    expect(loginModesOf(undefined)).toEqual(['password', 'sms']);
  });
});

describe('usesPasswords', () => {
  it('only a hospital that signs in by password has any use for one', () => {
    expect(usesPasswords(loginModesOf('sms'))).toBe(false);
    expect(usesPasswords(loginModesOf('sms,password'))).toBe(true);
    expect(usesPasswords(loginModesOf(undefined))).toBe(true);
  });
});
