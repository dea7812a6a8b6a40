import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { decryptBody, encryptBody, hospitalCalls, hosIdOf } from '@portal/shared';
import { z } from 'zod';
import { callApi, clientDeps } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { env } from './env.ts';
import { registerNavigation } from './navigation.ts';
import {
  getLoginUser,
  LOCAL_KEYS,
  readErrorInfo,
  SESSION_KEYS,
  sessionEnded,
  storeHosId,
  storeLoginUser,
} from './storage.ts';

const hospital = {
  hosId: '1001',
  hosName: 'City Hospital',
  enabled: true,
  logo: null,
  timeZone: 'Asia/Shanghai',
  theme: Object.fromEntries(
    [
      'main',
      'main2',
      'main3',
      'main4',
      'main5',
      'main6',
      'main7',
      'main8',
      'main9',
      'main10',
      'main11',
      'main12',
    ].map((k) => [k, '#123456']),
  ),
};
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
const fail = (status: number, messageKey: string, params?: Record<string, string>) =>
  new Response(JSON.stringify({ code: status, msg: messageKey, messageKey, params }), { status });

/** A writable call for the retry rules (the shared hospital calls have no plain write with a body besides config). */
const bookCall = {
  method: 'POST',
  path: '/hospital/api/test/book',
  body: z.object({ slot: z.string() }),
  response: z.object({ code: z.literal(0), msg: z.string(), data: z.object({ id: z.string() }) }),
} as const;

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let navigate: Mock<(to: string) => void>;
let here = '/appointment/record?tab=1';
const sleeps: number[] = [];

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  here = '/appointment/record?tab=1';
  registerNavigation({ navigate, currentPath: () => here });
  sleeps.length = 0;
  vi.spyOn(clientDeps, 'sleep').mockImplementation(async (ms) => {
    sleeps.push(ms);
  });
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), {
    isLogin: true,
    access_token: 'tok-1001',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '138****1111',
    platformDetail: { userId: 'u1' },
    leader: '0',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  registerNavigation(null);
});

const requestOf = (n: number) => fetchMock.mock.calls[n]!;
const headersOf = (n: number) => requestOf(n)[1].headers as Record<string, string>;

describe('callApi: requests', () => {
  it('fills path params, validates the answer and resolves to data, with token and language', async () => {
    fetchMock.mockResolvedValueOnce(ok(hospital));
    const data = await callApi(hospitalCalls.getHospitalInformation, { params: { hosId: '1001' } });
    expect(data.hosName).toBe('City Hospital');
    const [url, init] = requestOf(0);
    expect(url).toBe('/hospital/api/hospital/info/1001');
    expect(init.method).toBe('GET');
    expect(headersOf(0)).toMatchObject({
      Authorization: 'Bearer tok-1001',
      'Accept-Language': 'en-US',
    });
  });

  it('sends no token for a hospital without a signed-in user', async () => {
    storeHosId(hosIdOf('1002'));
    fetchMock.mockResolvedValueOnce(ok([]));
    await callApi(hospitalCalls.getHospitalAreaInformation, { query: { hosId: '1002' } });
    expect(requestOf(0)[0]).toBe('/hospital/api/area/list?hosId=1002');
    expect(headersOf(0).Authorization).toBeUndefined();
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(ok({ hosId: 1001 }));
    await expect(
      callApi(hospitalCalls.getHospitalInformation, { params: { hosId: '1001' } }),
    ).rejects.toMatchObject({ messageKey: 'C003' });
  });

  it('turns an error envelope into an ApiError with its key and params, without retrying a 4xx', async () => {
    fetchMock.mockResolvedValue(fail(404, 'HOSPITAL002', { hosId: '1004' }));
    const error = await callApi(hospitalCalls.getHospitalInformation, {
      params: { hosId: '1004' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 404,
      messageKey: 'HOSPITAL002',
      params: { hosId: '1004' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('callApi: retries', () => {
  it('retries a GET on 5xx up to twice, 1 s apart', async () => {
    fetchMock
      .mockResolvedValueOnce(fail(503, 'C003'))
      .mockResolvedValueOnce(fail(502, 'C003'))
      .mockResolvedValueOnce(ok([]));
    await expect(callApi(hospitalCalls.getHospitalList)).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 1000]);
  });

  it('gives up after 2 retries on network failure with code 400 / C001', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi(hospitalCalls.getHospitalList).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 400,
      messageKey: 'C001',
      message: 'Network temporarily unavailable, please retry',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a plain POST, even on network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(bookCall, { body: { slot: 's1' } })).rejects.toMatchObject({
      messageKey: 'C001',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0)['Idempotency-Key']).toBeUndefined();
  });

  it('retries an idempotent write with the same Idempotency-Key every time', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fail(500, 'C003'))
      .mockResolvedValueOnce(ok({ id: 'a1' }));
    await expect(callApi(bookCall, { body: { slot: 's1' }, idempotent: true })).resolves.toEqual({
      id: 'a1',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = [0, 1, 2].map((n) => headersOf(n)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('callApi: a refused session', () => {
  it('403 clears the session and the login, and goes to the error route, which offers to sign in and come back', async () => {
    sessionStorage.setItem(SESSION_KEYS.area, '2');
    fetchMock.mockResolvedValueOnce(fail(403, 'C008'));
    const error = await callApi(hospitalCalls.getHospitalList).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 403, redirectedTo: '/error' });
    expect(sessionStorage.getItem(SESSION_KEYS.area)).toBeNull();
    expect(readErrorInfo()).toEqual({
      title: 'C008',
      caption: 'C028',
      signInReturn: '/appointment/record?tab=1',
    });
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('401 clears the login and enters the page again, signed out: its guard sends the visitor to sign in and back', async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'C024'));
    await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({
      code: 401,
      redirectedTo: '/appointment/record?tab=1',
    });
    expect(localStorage.getItem(LOCAL_KEYS.login(hosIdOf('1001')))).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.hosId)).toBe('1001');
    expect(navigate).toHaveBeenCalledWith('/appointment/record?tab=1');
    expect(sessionEnded()).toBe(true);
    expect(readErrorInfo()).toBeNull();
  });

  it('status 0 is treated like 401', async () => {
    fetchMock.mockResolvedValueOnce(Response.error());
    await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({ code: 0 });
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/appointment/record?tab=1');
  });

  it('a login that lapsed in the browser (no token sent) is cleared the same way', async () => {
    storeLoginUser(hosIdOf('1001'), {
      isLogin: true,
      access_token: 'tok-old',
      expiresAt: '2000-01-01T00:00:00Z',
      mobile: '138****1111',
      platformDetail: { userId: 'u1' },
      leader: '0',
    });
    fetchMock.mockResolvedValueOnce(fail(401, 'C024'));
    await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({ code: 401 });
    expect(headersOf(0).Authorization).toBeUndefined();
    expect(localStorage.getItem(LOCAL_KEYS.login(hosIdOf('1001')))).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/appointment/record?tab=1');
  });

  it('a call that needs a session while nobody is signed in goes to sign in, except from the sign-in pages', async () => {
    storeLoginUser(hosIdOf('1001'), null);
    fetchMock.mockImplementation(async () => fail(401, 'C024'));
    await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({
      redirectedTo: '/login?redirect=%2Fappointment%2Frecord%3Ftab%3D1',
    });
    for (const page of ['/login?redirect=%2Fa', '/login/register?mode=1']) {
      here = page;
      navigate.mockClear();
      await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({
        redirectedTo: null,
      });
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('signing in again clears the mark of the ended session', async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'C024'));
    await callApi(hospitalCalls.getHospitalList).catch(() => undefined);
    expect(sessionEnded()).toBe(true);
    storeLoginUser(hosIdOf('1001'), {
      isLogin: true,
      access_token: 'tok-new',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '138****1111',
      platformDetail: { userId: 'u1' },
      leader: '0',
    });
    expect(sessionEnded()).toBe(false);
  });

  it('several calls refused together navigate once, to the page itself (never the error page)', async () => {
    fetchMock.mockImplementation(async () => fail(401, 'C024'));
    // The router then enters /login (the guard's redirect): the later refusals must not act again from there.
    navigate.mockImplementation(() => {
      here = '/login?redirect=%2Fappointment%2Frecord%3Ftab%3D1';
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => callApi(hospitalCalls.getHospitalList).catch((e: unknown) => e)),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/appointment/record?tab=1');
    expect(results.map((e) => (e as ApiError).code)).toEqual([401, 401, 401]);
    expect(readErrorInfo()).toBeNull();
  });

  it('a late 401 of an old token leaves the new sign-in alone', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = callApi(hospitalCalls.getHospitalList).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    storeLoginUser(hosIdOf('1001'), {
      isLogin: true,
      access_token: 'tok-new',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '138****1111',
      platformDetail: { userId: 'u1' },
      leader: '0',
    });
    answer(fail(401, 'C024'));
    await pending;
    expect(getLoginUser(hosIdOf('1001'))?.access_token).toBe('tok-new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    'an anonymous call (the scan-to-pay page) sends no token and leaves login and session alone on %i',
    async (status) => {
      sessionStorage.setItem(SESSION_KEYS.area, '1');
      fetchMock.mockResolvedValueOnce(fail(status, 'C024'));
      await expect(
        callApi(hospitalCalls.getHospitalList, { anonymous: true }),
      ).rejects.toMatchObject({ code: status, redirectedTo: null });
      expect(headersOf(0).Authorization).toBeUndefined();
      expect(navigate).not.toHaveBeenCalled();
      expect(getLoginUser(hosIdOf('1001'))?.access_token).toBe('tok-1001');
      expect(sessionStorage.getItem(SESSION_KEYS.area)).toBe('1');
    },
  );

  it('401 on the sign-in or home page stays there, signed out: never the error page', async () => {
    for (const page of ['/login?redirect=%2Fappointment%2Frecord', '/']) {
      here = page;
      navigate.mockClear();
      storeLoginUser(hosIdOf('1001'), {
        isLogin: true,
        access_token: 'tok-1001',
        expiresAt: '2099-01-01T00:00:00Z',
        mobile: '138****1111',
        platformDetail: { userId: 'u1' },
        leader: '0',
      });
      fetchMock.mockResolvedValueOnce(fail(401, 'C024'));
      await expect(callApi(hospitalCalls.getHospitalList)).rejects.toMatchObject({
        redirectedTo: page,
      });
      expect(navigate).toHaveBeenCalledWith(page);
      expect(getLoginUser(hosIdOf('1001'))).toBeNull();
      expect(readErrorInfo()).toBeNull();
    }
  });
});

describe('callApi: encrypted calls', () => {
  it('encrypts the body of an encrypt URL and decrypts the answer', async () => {
    const items = [{ configType: 'HOMEPAGE', configKey: 'pcEntranceArea', configValue: '1' }];
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      const sent = JSON.parse(String(init.body)) as { payload: string };
      expect(Object.keys(sent)).toEqual(['payload']);
      expect(String(init.body)).not.toContain('1001');
      const plain = await decryptBody(sent.payload, env.encryptKey);
      expect(plain).toEqual({ hosId: '1001', configType: 'GLOBAL,HOMEPAGE' });
      return new Response(
        JSON.stringify(await encryptBody({ code: 0, msg: 'ok', data: items }, env.encryptKey)),
        { status: 200 },
      );
    });
    const data = await callApi(hospitalCalls.getHospitalConfigInformationEncrypted, {
      body: { hosId: '1001', configType: 'GLOBAL,HOMEPAGE' },
    });
    expect(data).toEqual(items);
    expect(requestOf(0)[0]).toBe('/platform/api/encrypt/config/list');
  });

  it('reads a plain error envelope from an encrypted call', async () => {
    fetchMock.mockResolvedValueOnce(fail(400, 'C023'));
    await expect(
      callApi(hospitalCalls.getHospitalConfigInformationEncrypted, {
        body: { hosId: '1001', configType: 'GLOBAL' },
      }),
    ).rejects.toMatchObject({ code: 400, messageKey: 'C023' });
  });

  it('sends a plain body to a plain URL', async () => {
    fetchMock.mockResolvedValueOnce(ok([]));
    await callApi(hospitalCalls.getHospitalConfigInformation, {
      body: { hosId: '1001', configType: 'GLOBAL' },
    });
    expect(JSON.parse(String(requestOf(0)[1].body))).toEqual({
      hosId: '1001',
      configType: 'GLOBAL',
    });
  });
});
