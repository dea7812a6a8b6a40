import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hospitalSchema,
  readHospitalConfig,
  THEME_TOKENS,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('getHospitalList / getHospitalInformation', () => {
  it('lists only enabled hospitals', async () => {
    const res = await get('/hospital/api/hospital/list');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((h: { hosId: HosId }) => h.hosId);
    expect(ids).toEqual(expect.arrayContaining(['1001', '1002', '1003']));
    expect(ids).not.toContain('1004');
  });

  it('returns a hospital with its whole theme and no raw columns', async () => {
    const res = await get('/hospital/api/hospital/info/1001');
    const body = res.json();
    expect(body.code).toBe(0);
    expect(hospitalSchema.strict().parse(body.data).hosId).toBe('1001');
    expect(Object.keys(body.data.theme)).toEqual([...THEME_TOKENS]);
    expect(body.data).not.toHaveProperty('hos_id');
  });

  it('tells an unknown hospital from a disabled one', async () => {
    const unknown = await get('/hospital/api/hospital/info/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 404,
      messageKey: 'HOSPITAL001',
      params: { hosId: '9999' },
    });

    const info = await get('/hospital/api/hospital/info/1004');
    expect(info.json().data.enabled).toBe(false);
    const areas = await get('/hospital/api/area/list?hosId=1004');
    expect(areas.statusCode).toBe(404);
    expect(areas.json().messageKey).toBe('HOSPITAL002');
  });

  it('renders the message in the caller language', async () => {
    const res = await get('/hospital/api/hospital/info/9999', {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(res.json().msg).toBe('医院9999不存在');
  });
});

describe('per-hospital data', () => {
  it('areas: 1001 has several with photos, 1002 has none', async () => {
    const a = (await get('/hospital/api/area/list?hosId=1001')).json().data;
    expect(a.length).toBeGreaterThanOrEqual(2);
    expect(a[0]).toEqual({
      areaId: expect.any(String),
      areaName: expect.any(String),
      address: expect.any(String),
      photo: expect.stringMatching(/^\/demo-assets\//),
    });
    expect((await get('/hospital/api/area/list?hosId=1002')).json().data).toEqual([]);
  });

  it('functions: 1001 all open, 1002 has closed ones', async () => {
    const f1 = (
      await get('/hospital/api/function/list?hosId=1001&projectType=5&platformType=8')
    ).json().data;
    expect(f1.length).toBeGreaterThan(5);
    expect(f1.every((m: { isUse: string }) => m.isUse === '1')).toBe(true);
    const f2 = (await get('/hospital/api/function/list?hosId=1002')).json().data;
    expect(f2.some((m: { isUse: string }) => m.isUse === '0')).toBe(true);
  });

  it('menu: groups with sorted items whose ids are function modules', async () => {
    const groups = (await get('/hospital/api/menu/list?hosId=1001')).json().data;
    const modules = new Set(
      (await get('/hospital/api/function/list?hosId=1001'))
        .json()
        .data.map((m: { moduleId: string }) => m.moduleId),
    );
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) {
      const sorts = g.sub.map((i: { sort: number }) => i.sort);
      expect(sorts).toEqual([...sorts].sort((x, y) => x - y));
      for (const i of g.sub) expect(modules.has(i.id)).toBe(true);
    }
  });

  it('config: only the asked groups, and the hospitals differ as configured', async () => {
    const cfg = async (hosId: HosId, configType: string) =>
      (await post('/platform/api/config/list', { hosId, configType })).json().data;
    const c1 = await cfg(hosIdOf('1001'), 'HOMEPAGE, APPOINTMENT,');
    expect(new Set(c1.map((c: { configType: string }) => c.configType))).toEqual(
      new Set(['HOMEPAGE', 'APPOINTMENT']),
    );
    expect(readHospitalConfig(c1).pcEntranceArea).toBe(true);
    expect(
      readHospitalConfig(await cfg(hosIdOf('1002'), 'HOMEPAGE,APPOINTMENT')).pcEntranceArea,
    ).toBe(false);
    expect(readHospitalConfig(await cfg(hosIdOf('1002'), 'APPOINTMENT')).pediatricMaxAge).toBe(14);
    expect(readHospitalConfig(await cfg(hosIdOf('1003'), 'APPOINTMENT')).titleByFee).toBe(true);
    expect(await cfg(hosIdOf('1001'), 'NO_SUCH_GROUP')).toEqual([]);
  });

  it('digital info by type keys', async () => {
    const items = (await get('/hospital/api/digital/list?hosId=1001&typeKey=footer')).json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i: { typeKey: string }) => i.typeKey === 'footer')).toBe(true);
  });

  it('tip info, and a clear refusal for an unknown tip', async () => {
    const config = (
      await post('/platform/api/config/list', { hosId: '1001', configType: 'HOMEPAGE' })
    ).json().data;
    const tipId = readHospitalConfig(config).homeTipId;
    const tip = (await get(`/messagemanager/api/hos_guide/note/1001/${tipId}`)).json().data;
    expect(tip).toMatchObject({
      guideTitle: expect.any(String),
      buttonType: 1,
      buttonExt: { buttonSecond: expect.any(Number) },
    });
    const missing = await get('/messagemanager/api/hos_guide/note/1001/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageKey).toBe('HOSPITAL003');
  });

  it('static captions with a timestamp', async () => {
    const res = await get(`/static/captions/1001/noon-periods?t=${Date.now()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ noonCode: expect.any(String), caption: expect.any(String) }),
      ]),
    );
    expect((await get('/static/captions/1001/passwords')).statusCode).toBe(400);
  });

  it('message catalogue with hospital overrides on top of the base texts', async () => {
    const en = (await get('/platform/api/messages/1001?lang=en-US')).json().data;
    expect(en.lang).toBe('en-US');
    expect(en.messages.C001).toBe('Network temporarily unavailable, please retry');
    const zh = (await get('/platform/api/messages/1001?lang=zh-CN')).json().data;
    expect(zh.messages.C002).toBe('暂无数据');
    const overridden = await Promise.all(
      ['1001', '1002', '1003'].map(
        async (id) =>
          (await get(`/platform/api/messages/${id}?lang=en-US`)).json().data.messages.FUNC001,
      ),
    );
    expect(new Set(overridden).size).toBeGreaterThan(1);
  });
});
