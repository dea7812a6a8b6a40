import { hosIdOf } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { dispositionFileName, fetchFile } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { registerNavigation } from './navigation.ts';
import { getLoginUser, storeHosId, storeLoginUser } from './storage.ts';

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let navigate: Mock<(to: string) => void>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  registerNavigation({ navigate, currentPath: () => '/query/report/detail?reportId=R1' });
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), {
    isLogin: true,
    access_token: 'tok',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '13800000001',
    platformDetail: { userId: 'u1' },
    leader: '0',
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchFile (a file answer, not an envelope)', () => {
  it('sends the token and language like every call and hands back the file and its offered name', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="r.pdf"' },
      }),
    );
    const file = await fetchFile('/feature/api/report/pdf', { hosId: '1001', reportId: 'R1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/feature/api/report/pdf?hosId=1001&reportId=R1');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'en-US',
    });
    expect(await file.blob.text()).toBe('%PDF');
    expect(file.fileName).toBe('r.pdf');
  });

  it('answers a refusal in the one error vocabulary', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 404, msg: 'no data', messageKey: 'C002' }), {
        status: 404,
      }),
    );
    await expect(fetchFile('/feature/api/report/pdf', {})).rejects.toMatchObject({
      messageKey: 'C002',
    });
  });

  it('handles an ended session as every call does: the login is cleared and the page entered again (its guard asks for sign-in)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const error = await fetchFile('/feature/api/report/pdf', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('C024');
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/query/report/detail?reportId=R1');
  });

  it('says C001 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchFile('/feature/api/report/pdf', {})).rejects.toMatchObject({
      messageKey: 'C001',
    });
  });
});

describe('dispositionFileName', () => {
  it('prefers the encoded name, then the plain one, else none', () => {
    expect(
      dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`),
    ).toBe('报告.pdf');
    expect(dispositionFileName('attachment; filename=b.pdf')).toBe('b.pdf');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
