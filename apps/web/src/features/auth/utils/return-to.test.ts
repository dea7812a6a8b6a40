import { describe, expect, it } from 'vitest';
import { loginPathFor } from '../../../lib/paths.ts';
import {
  accountModeFromSearch,
  accountPagePath,
  resolveReturnTo,
  returnToFromSearch,
  signInPath,
} from './return-to.ts';

describe('return after sign-in', () => {
  it('returns to the original path and query kept by the guard', () => {
    const login = loginPathFor('/appointment/record?tab=paid&page=2');
    expect(login).toBe('/login?redirect=%2Fappointment%2Frecord%3Ftab%3Dpaid%26page%3D2');
    expect(returnToFromSearch(login.slice(login.indexOf('?')))).toBe(
      '/appointment/record?tab=paid&page=2',
    );
  });

  it('goes home without a redirect', () => {
    expect(resolveReturnTo(null)).toBe('/');
    expect(resolveReturnTo('')).toBe('/');
    expect(returnToFromSearch('')).toBe('/');
  });

  it('refuses other sites and scheme tricks', () => {
    expect(resolveReturnTo('https://evil.example/steal')).toBe('/');
    expect(resolveReturnTo('//evil.example/steal')).toBe('/');
    expect(resolveReturnTo('/\\evil.example')).toBe('/');
    expect(resolveReturnTo('javascript:alert(1)')).toBe('/');
    expect(resolveReturnTo('%E0%A4%A')).toBe('/');
  });

  it('never returns to the sign-in or error pages (no loops)', () => {
    expect(resolveReturnTo('/login?redirect=%2Fa')).toBe('/');
    expect(resolveReturnTo('/login/register?mode=3')).toBe('/');
    expect(resolveReturnTo('/error')).toBe('/');
  });

  it('accepts an already-decoded path and keeps its hash', () => {
    expect(resolveReturnTo('/query/report/detail?id=7#top')).toBe('/query/report/detail?id=7#top');
  });
});

describe('return-to decoding', () => {
  it('decodes a still-encoded value once and leaves encoded query values intact', () => {
    expect(resolveReturnTo('%2Fappointment%2Fsearch%3Fdynamic%3D%25E5%25BF%2583')).toBe(
      '/appointment/search?dynamic=%E5%BF%83',
    );
    expect(resolveReturnTo('/appointment/search?dynamic=%E5%BF%83')).toBe(
      '/appointment/search?dynamic=%E5%BF%83',
    );
  });
});

describe('account pages (/login/register modes)', () => {
  it('builds register, reset and change links that keep the page to return to', () => {
    expect(accountPagePath('register')).toBe('/login/register?mode=1');
    expect(accountPagePath('reset', '/patient/out/homepage')).toBe(
      '/login/register?mode=2&redirect=%2Fpatient%2Fout%2Fhomepage',
    );
    expect(accountPagePath('change')).toBe('/login/register?mode=3');
    expect(signInPath('/')).toBe('/login');
    expect(signInPath('/appointment/record')).toBe('/login?redirect=%2Fappointment%2Frecord');
  });

  it('reads the mode, treating anything unknown as registration', () => {
    expect(accountModeFromSearch('?mode=2')).toBe('reset');
    expect(accountModeFromSearch('?mode=3&redirect=%2F')).toBe('change');
    expect(accountModeFromSearch('?mode=9')).toBe('register');
    expect(accountModeFromSearch('')).toBe('register');
  });

  it('a redirect back into the account pages is not honoured (it would loop)', () => {
    expect(returnToFromSearch(`?redirect=${encodeURIComponent(accountPagePath('register'))}`)).toBe(
      '/',
    );
  });
});
