import { hosIdOf } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hospitalQueryOptions } from '../features/hospitals/api/get-hospital.ts';
import { queryClient } from '../lib/query-client.ts';
import { DEFAULT_THEME } from '../lib/theme.ts';
import { readErrorInfo, storeHosId } from '../lib/storage.ts';
import { useThemeStore } from '../stores/theme-store.ts';
import { errorResponse, okResponse, stubFetch } from '../testing/render.tsx';
import { hospitalLoader } from './loaders.ts';

const theme = Object.fromEntries(
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
  ].map((k, i) => [k, `#12345${i % 10}`]),
);
const hospital = {
  hosId: '1001',
  hosName: 'City Hospital',
  enabled: true,
  logo: null,
  timeZone: 'Asia/Shanghai',
  theme,
};

/** The hospital's calls as the hospital loader makes them, over a stubbed server. */
function stubHospital() {
  return stubFetch((url) => {
    if (url.startsWith('/hospital/api/hospital/info/')) return okResponse(hospital);
    if (url.startsWith('/platform/api/messages/'))
      return okResponse({ lang: 'en-US', messages: {} });
    return okResponse([]);
  });
}

beforeEach(() => {
  storeHosId(hosIdOf('1001'));
  useThemeStore.getState().setTheme(null);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the hospital loader (the cold load)', () => {
  it("puts on the hospital's theme before the page first renders, not after", async () => {
    stubHospital();
    expect(useThemeStore.getState().theme).toEqual(DEFAULT_THEME);
    const data = await hospitalLoader({
      request: new Request('http://portal.test/appointment/record'),
      params: {},
      context: undefined,
    } as never);
    expect(data).toEqual({ hosId: '1001' });
    // The very object the hospital query holds, so HospitalScope's later setTheme of it re-renders nothing.
    expect(useThemeStore.getState().theme).toBe(
      queryClient.getQueryData(hospitalQueryOptions(hosIdOf('1001')).queryKey)?.theme,
    );
    expect(useThemeStore.getState().theme).toEqual(theme);
  });

  it("sends the visitor to the error page with the 'upgrade notice' when the first configuration cannot be loaded", async () => {
    stubFetch((url) => {
      if (url.startsWith('/hospital/api/hospital/info/')) return okResponse(hospital);
      if (url.includes('/config/list')) return errorResponse(400, 'C019');
      if (url.startsWith('/platform/api/messages/'))
        return okResponse({ lang: 'en-US', messages: {} });
      return okResponse([]);
    });
    const res = await hospitalLoader({
      request: new Request('http://portal.test/appointment/record'),
      params: {},
      context: undefined,
    } as never);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get('location')).toBe('/error');
    expect(readErrorInfo()).toMatchObject({
      title: 'ui.upgradeNotice',
      caption: 'ui.upgradeNoticeCaption',
    });
  });
});
