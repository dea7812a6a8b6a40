import { hosIdOf } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areasQueryOptions } from '../lib/areas.ts';
import { queryClient } from '../lib/query-client.ts';
import { storeHosId, storeLoginUser } from '../lib/storage.ts';
import { DEFAULT_THEME } from '../lib/theme.ts';
import { okResponse, stubFetch } from '../testing/render.tsx';
import { hospitalLoader, pageLoader } from './loaders.ts';
import { FRAME_ROUTES } from './route-table.ts';

const hospital = {
  hosId: '1001',
  hosName: 'City Hospital',
  enabled: true,
  logo: null,
  timeZone: 'Asia/Shanghai',
  theme: DEFAULT_THEME,
};
const area = {
  areaId: '1',
  areaName: 'East Campus',
  address: 'Riverside Avenue 1',
  photo: '/demo-assets/areas/1001-1.svg',
};
const route = (page: string) => FRAME_ROUTES.find((r) => r.page === page)!;
const request = (path: string) =>
  ({ request: new Request(`http://portal.test${path}`), params: {}, context: undefined }) as never;

/** A stubbed server; `asked` lists the paths called, without their query. */
function stubServer() {
  const fetch = stubFetch((url) => {
    if (url.startsWith('/hospital/api/hospital/info/')) return okResponse(hospital);
    if (url.startsWith('/platform/api/messages/'))
      return okResponse({ lang: 'en-US', messages: {} });
    if (url.startsWith('/hospital/api/area/list')) return okResponse([area]);
    if (url.startsWith('/hospital/api/function/list'))
      return okResponse([
        { moduleId: 'appointment', isUse: '1', alias: '', moduleName: '', subtitle: '' },
      ]);
    if (url.startsWith('/message/api/list')) return okResponse({ total: 0, unread: 0, list: [] });
    return okResponse([]);
  });
  return { asked: () => fetch.mock.calls.map(([url]) => String(url).split('?')[0]) };
}

beforeEach(() => storeHosId(hosIdOf('1001')));
afterEach(() => {
  queryClient.clear();
  storeLoginUser(hosIdOf('1001'), null);
  vi.unstubAllGlobals();
});

describe("a page's first calls start in its loader (the cold load's waterfall)", () => {
  it('the area page asks for its areas and the appointment config before it renders', async () => {
    const server = stubServer();
    await pageLoader(route('area'))(request('/appointment/area'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(areasQueryOptions(hosIdOf('1001')).queryKey)).toEqual([area]),
    );
    expect(server.asked()).toContain('/platform/api/config/list');
  });

  it('a page the visitor is sent away from asks nothing of its own', async () => {
    const server = stubServer();
    // The department page needs sign-in: the loader redirects, and neither config nor areas are fetched.
    const answer = await pageLoader(route('depart'))(
      request('/appointment/depart?areaId=1&businessType=1'),
    );
    expect(answer).toBeInstanceOf(Response);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.asked()).not.toContain('/hospital/api/area/list');
    expect(server.asked()).not.toContain('/platform/api/config/list');
  });

  it("the hospital loader starts the frame's footer, and the bell's first page for a signed-in patient only", async () => {
    let server = stubServer();
    await hospitalLoader(request('/appointment/area'));
    await vi.waitFor(() => expect(server.asked()).toContain('/hospital/api/digital/list'));
    expect(server.asked()).not.toContain('/message/api/list');

    queryClient.clear();
    storeLoginUser(hosIdOf('1001'), {
      isLogin: true,
      access_token: 't',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '138****0001',
      platformDetail: { userId: 'u1' },
      leader: '0',
    });
    server = stubServer();
    await hospitalLoader(request('/appointment/area'));
    await vi.waitFor(() => expect(server.asked()).toContain('/message/api/list'));
  });
});
