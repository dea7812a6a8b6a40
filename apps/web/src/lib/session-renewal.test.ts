import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { hospitalCalls, hosIdOf } from '@portal/shared';
import { callApi, SESSION_EXPIRES_HEADER } from './api-client.ts';
import { registerNavigation } from './navigation.ts';
import {
  getLoginUser,
  renewLoginUser,
  storeHosId,
  storeLoginUser,
  type LoginUser,
} from './storage.ts';

/** docs/adr/0007: the server renews a session while it is used and says until when; the portal keeps that expiry. */
const user = (token: string, expiresAt: string): LoginUser => ({
  isLogin: true,
  access_token: token,
  expiresAt,
  mobile: '138****1111',
  platformDetail: { userId: 'u1' },
  leader: '0',
});
const SOON = '2030-01-01T00:30:00.000Z';
const LATER = '2030-01-01T01:00:00.000Z';
const answer = (headers: Record<string, string>) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data: [] }), { status: 200, headers });

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let navigate: Mock<(to: string) => void>;
const NOW = new Date('2030-01-01T00:10:00.000Z');

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  registerNavigation({ navigate, currentPath: () => '/appointment/record?tab=1' });
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), user('tok-a', SOON));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  registerNavigation(null);
  localStorage.clear();
});

const areas = () => callApi(hospitalCalls.getHospitalAreaInformation, { query: { hosId: '1001' } });

describe('session renewal', () => {
  it('a signed-in answer moves the stored expiry to the one the server sent', async () => {
    fetchMock.mockResolvedValueOnce(answer({ [SESSION_EXPIRES_HEADER]: LATER }));
    await areas();
    expect(getLoginUser(hosIdOf('1001'))?.expiresAt).toBe(LATER);
  });

  it('so a used session is still signed in after its first expiry; an unused one is not', async () => {
    fetchMock.mockResolvedValueOnce(answer({ [SESSION_EXPIRES_HEADER]: LATER }));
    await areas();
    vi.setSystemTime(new Date('2030-01-01T00:45:00.000Z'));
    expect(getLoginUser(hosIdOf('1001'))?.access_token).toBe('tok-a');
    vi.setSystemTime(new Date('2030-01-01T01:00:01.000Z'));
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
  });

  it('an answer without the header (anonymous, or a public call) leaves the expiry alone', async () => {
    fetchMock.mockResolvedValueOnce(answer({}));
    await areas();
    expect(getLoginUser(hosIdOf('1001'))?.expiresAt).toBe(SOON);
  });

  it('an answer to an older token does not extend the login that replaced it', () => {
    storeLoginUser(hosIdOf('1001'), user('tok-b', SOON));
    renewLoginUser(hosIdOf('1001'), 'tok-a', LATER);
    expect(getLoginUser(hosIdOf('1001'))).toMatchObject({ access_token: 'tok-b', expiresAt: SOON });
  });

  it('a slower answer carrying an older expiry does not move it back', () => {
    renewLoginUser(hosIdOf('1001'), 'tok-a', LATER);
    renewLoginUser(hosIdOf('1001'), 'tok-a', SOON);
    expect(getLoginUser(hosIdOf('1001'))?.expiresAt).toBe(LATER);
  });

  it('an unreadable expiry is ignored, and a signed-out hospital stays signed out', () => {
    renewLoginUser(hosIdOf('1001'), 'tok-a', 'soon');
    expect(getLoginUser(hosIdOf('1001'))?.expiresAt).toBe(SOON);
    renewLoginUser(hosIdOf('1002'), 'tok-a', LATER);
    expect(getLoginUser(hosIdOf('1002'))).toBeNull();
  });

  it('the token is never sent once the stored expiry has passed (the guard sends the visitor to sign in)', async () => {
    vi.setSystemTime(new Date('2030-01-01T00:30:01.000Z'));
    fetchMock.mockResolvedValueOnce(answer({}));
    await areas();
    expect(
      (fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization,
    ).toBeUndefined();
  });
});
