import net from 'node:net';
import { sql } from 'kysely';
import { DEFAULT_ENCRYPT_KEY, encryptBody, hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../test/auth-helpers.ts';

/**
 * NUL and lone surrogates are refused in one place (plugins/input-guard.ts) before anything reads
 * them, and every answer Fastify or Node gives on its own (long path parameter, bad escape, oversized headers,
 * unparsable request) is the envelope with a message key. The OpenAPI fuzz covers every call; these are the
 * reported cases by name.
 */
let t: TestApp;
let token: string;
const MADE_UP = bearer('madeupmadeupmadeupmadeup');
const invalid = (field: string) => ({
  code: 400,
  msg: `${field} is invalid`,
  messageKey: 'C019',
  params: { field },
});

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, hosIdOf('1001'));
});
afterAll(async () => t.close());

describe('NUL and lone surrogates: 400 C019 {field}, whoever asks', () => {
  it('in a public query (the reported search)', async () => {
    expect((await get(t.app, '/search/api/doctor?hosId=1001&dynamic=a%00b')).json()).toEqual(
      invalid('dynamic'),
    );
    expect((await get(t.app, '/hospital/api/digital/list?hosId=1001&typeKey=%00')).json()).toEqual(
      invalid('typeKey'),
    );
  });

  it('in the hosId of a signed-in call with a made-up token: refused before the session lookup', async () => {
    const res = await post(
      t.app,
      '/patient/api/patient/default',
      { hosId: '\u0000', patientId: 'x' },
      { headers: MADE_UP },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('hosId'));
  });

  it('in body fields, nested fields and keys, with a valid token', async () => {
    const store = (body: object) =>
      post(
        t.app,
        '/payassist/api/PayNoticeBefore',
        { hosId: '1001', outTradeNo: 'T1', ...body },
        { headers: bearer(token) },
      );
    expect((await store({ patientName: 'Wang\u0000' })).json()).toEqual(invalid('patientName'));
    expect((await store({ deptName: 'x\uD800' })).json()).toEqual(invalid('deptName'));
    expect((await store({ extendInfo: 'x\uDC00y' })).json()).toEqual(invalid('extendInfo'));
    expect((await store({ extra: { deep: ['ok', 'a\u0000'] } })).json()).toEqual(
      invalid('extra.deep.1'),
    );
    expect((await store({ 'key\u0000': 'x' })).json()).toEqual(invalid('request'));
  });

  it('inside an encrypted body: the decrypted text cannot be read, 400 C023', async () => {
    for (const configType of ['HOMEPAGE\u0000', 'HOMEPAGE\uD800']) {
      const payload = await encryptBody({ hosId: '1001', configType }, DEFAULT_ENCRYPT_KEY);
      const res = await t.app.inject({
        method: 'POST',
        url: '/platform/api/encrypt/config/list',
        payload,
      });
      expect(res.json()).toMatchObject({ code: 400, messageKey: 'C023' });
    }
  });

  it('in a path parameter', async () => {
    expect((await get(t.app, '/hospital/api/hospital/info/10%0001')).json()).toEqual(
      invalid('hosId'),
    );
  });

  it('keeps well-formed text, surrogate pairs included', async () => {
    const res = await get(
      t.app,
      `/search/api/doctor?hosId=1001&dynamic=${encodeURIComponent('Chen 😀')}`,
    );
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('changed nothing: the refused payment parameters were never stored', async () => {
    const rows = await t.db
      .selectFrom('payment_parameter')
      .select('out_trade_no')
      .where('out_trade_no', '=', 'T1')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('answers Fastify gives before routing are the envelope', () => {
  it('a path parameter over 100 characters: 400 C019 path, the URL not echoed', async () => {
    const res = await get(t.app, `/hospital/api/hospital/info/${'9'.repeat(150)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('path'));
  });

  it('a broken percent-escape in the path: 400 C019 path', async () => {
    expect((await get(t.app, '/hospital/api/hospital/info/%E0%A4%A')).json()).toEqual(
      invalid('path'),
    );
  });
});

describe('answers Node gives to requests it cannot parse are the envelope (a real socket)', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  /** Writes raw bytes and reads until the server closes the connection. */
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const bodyOf = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('headers over the limit: 431 C025', async () => {
    const answer = await raw(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      code: 431,
      msg: 'The request headers are too large',
      messageKey: 'C025',
      params: {},
    });
  });

  it('a request line that is not HTTP: 400 C019 request', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual(invalid('request'));
  });

  it('headers that never complete (Node reports a request timeout): 408 C026', async () => {
    const answer = await new Promise<string>((resolve) => {
      t.app.server.once('connection', (serverSide: net.Socket) => {
        // Node emits this after `headersTimeout`; emitting it here gives the same answer without the minute's wait.
        setImmediate(() =>
          t.app.server.emit(
            'clientError',
            Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
            serverSide,
          ),
        );
      });
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toMatchObject({ code: 408, messageKey: 'C026' });
  });
});

describe('the sign-in check', () => {
  it('refuses a malformed hosId without touching the database (401 C024)', async () => {
    const broken = await createTestApp();
    // Its own copy of the database, without the sessions table: any session lookup now fails.
    await sql`drop table auth_session cascade`.execute(broken.db);
    const attempt = (hosIdText: string) =>
      post(
        broken.app,
        '/patient/api/patient/default',
        { hosId: hosIdText, patientId: 'x' },
        { headers: MADE_UP },
      );
    // The control: a well-formed hosId reaches the session lookup, which fails.
    expect((await attempt('1001')).statusCode).toBe(500);
    for (const hosId of ['abc', '1001 or 1=1', '9'.repeat(40), '']) {
      expect((await attempt(hosId)).json(), hosId).toEqual({
        code: 401,
        msg: 'Please sign in first',
        messageKey: 'C024',
        params: {},
      });
    }
    await broken.close();
  });
});
