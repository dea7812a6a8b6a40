import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptBody, DEFAULT_ENCRYPT_KEY, encryptBody } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const encryptedUrl = '/platform/api/encrypt/config/list';

describe('encrypted calls', () => {
  it('decrypts the body and encrypts the answer', async () => {
    const payload = await encryptBody(
      { hosId: '1001', configType: 'HOMEPAGE' },
      DEFAULT_ENCRYPT_KEY,
    );
    const res = await t.app.inject({ method: 'POST', url: encryptedUrl, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: expect.any(String) });
    const envelope = (await decryptBody(res.json().payload, DEFAULT_ENCRYPT_KEY)) as {
      code: number;
      data: { configKey: string }[];
    };
    expect(envelope.code).toBe(0);
    expect(envelope.data.map((c) => c.configKey)).toContain('pcEntranceArea');
  });

  it('refuses a tampered, foreign-key or plain body with a readable error', async () => {
    const good = await encryptBody({ hosId: '1001', configType: 'HOMEPAGE' }, DEFAULT_ENCRYPT_KEY);
    const tampered = {
      payload: good.payload.slice(0, -4) + (good.payload.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
    };
    const foreign = await encryptBody(
      { hosId: '1001', configType: 'HOMEPAGE' },
      'another-key-of-sufficient-length',
    );
    for (const payload of [tampered, foreign, { payload: '!!!not base64' }]) {
      const res = await t.app.inject({ method: 'POST', url: encryptedUrl, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('C023');
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: encryptedUrl,
      payload: { hosId: '1001', configType: 'HOMEPAGE' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ messageKey: 'C018', params: { field: 'payload' } });
  });

  it('validates the decrypted body like the plain call', async () => {
    const payload = await encryptBody({ hosId: 'x1', configType: 'HOMEPAGE' }, DEFAULT_ENCRYPT_KEY);
    const res = await t.app.inject({ method: 'POST', url: encryptedUrl, payload });
    expect(res.json()).toMatchObject({ messageKey: 'C019', params: { field: 'hosId' } });
  });
});

describe('bad input never produces a 5xx', () => {
  const cases: {
    name: string;
    method: 'GET' | 'POST';
    url: string;
    payload?: string | object;
    headers?: Record<string, string>;
    status: number;
    key: string;
  }[] = [
    {
      name: 'missing hosId',
      method: 'GET',
      url: '/hospital/api/area/list',
      status: 400,
      key: 'C018',
    },
    {
      name: 'malformed hosId',
      method: 'GET',
      url: '/hospital/api/area/list?hosId=abc',
      status: 400,
      key: 'C019',
    },
    {
      name: 'SQL in hosId',
      method: 'GET',
      url: "/hospital/api/area/list?hosId=1001'%20or%201=1--",
      status: 400,
      key: 'C019',
    },
    {
      name: 'hosId array',
      method: 'GET',
      url: '/hospital/api/area/list?hosId=1001&hosId=1002',
      status: 400,
      key: 'C019',
    },
    {
      name: 'empty typeKey',
      method: 'GET',
      url: '/hospital/api/digital/list?hosId=1001&typeKey=,,',
      status: 400,
      key: 'C019',
    },
    {
      name: 'config without body',
      method: 'POST',
      url: '/platform/api/config/list',
      status: 400,
      key: 'C018',
    },
    {
      name: 'config with wrong type',
      method: 'POST',
      url: '/platform/api/config/list',
      payload: { hosId: 1001, configType: 'GLOBAL' },
      status: 400,
      key: 'C019',
    },
    {
      name: 'config missing configType',
      method: 'POST',
      url: '/platform/api/config/list',
      payload: { hosId: '1001' },
      status: 400,
      key: 'C018',
    },
    {
      name: 'broken JSON',
      method: 'POST',
      url: '/platform/api/config/list',
      payload: '{"hosId":',
      headers: { 'content-type': 'application/json' },
      status: 400,
      key: 'C019',
    },
    {
      name: 'wrong content type',
      method: 'POST',
      url: '/platform/api/config/list',
      payload: 'hosId=1001',
      headers: { 'content-type': 'text/csv' },
      status: 400,
      key: 'C019',
    },
    {
      name: 'oversized body',
      method: 'POST',
      url: '/platform/api/config/list',
      payload: { hosId: '1001', configType: 'x'.repeat(2_000_000) },
      status: 413,
      key: 'C020',
    },
    {
      name: 'unknown tip id chars',
      method: 'GET',
      url: '/messagemanager/api/hos_guide/note/1001/..%2F..%2Fetc',
      status: 400,
      key: 'C019',
    },
    {
      name: 'bad timestamp',
      method: 'GET',
      url: '/static/captions/1001/entrance?t=yesterday',
      status: 400,
      key: 'C019',
    },
    {
      name: 'bad language',
      method: 'GET',
      url: '/platform/api/messages/1001?lang=fr-FR',
      status: 400,
      key: 'C019',
    },
    {
      name: 'unknown API path',
      method: 'GET',
      url: '/hospital/api/nothing-here',
      status: 404,
      key: 'C021',
    },
    {
      name: 'wrong method',
      method: 'POST',
      url: '/hospital/api/area/list?hosId=1001',
      status: 404,
      key: 'C021',
    },
  ];
  it.each(cases)('$name → $status $key', async ({ method, url, payload, headers, status, key }) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      ...(headers && { headers }),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, messageKey: key, msg: expect.any(String) });
  });
});

describe('platform plumbing', () => {
  it('getIp answers the caller address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/platform/api/getIp',
      remoteAddress: '10.1.2.3',
    });
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: '10.1.2.3' });
  });

  it('API answers are never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hospital/api/hospital/list' });
    expect(res.headers['cache-control']).toBe('no-store');
    const err = await t.app.inject({ method: 'GET', url: '/hospital/api/area/list' });
    expect(err.headers['cache-control']).toBe('no-store');
  });

  it('health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });

  it("publishes OpenAPI with the contract's call names as operationIds", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const ids = Object.values(
      doc.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((p) => Object.values(p).map((op) => op.operationId));
    for (const id of [
      'getHospitalInformation',
      'getHospitalAreaInformation',
      'getHospitalFunctionInformation',
      'getHospitalConfigInformation',
      'getHospitalDigitalInformation',
      'getIp',
      'getTipInformation',
      'getStaticCaption',
      'getMessageCatalogue',
      'getHospitalConfigInformationEncrypted',
    ]) {
      expect(ids).toContain(id);
    }
    expect(doc.paths['/messagemanager/api/hos_guide/note/{hosId}/{id}']).toBeDefined();
  });
});

describe('rate limit', () => {
  it('answers C022 once a client passes the ceiling', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/hospital/api/hospital/list' }))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await limited.app.inject({ method: 'GET', url: '/hospital/api/hospital/list' });
      expect(last.json()).toMatchObject({
        code: 429,
        messageKey: 'C022',
        msg: 'Too many requests, please retry later',
      });
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
