import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startServer } from '../support/server.ts';

/** Demo mode, on a spawned server: the demo is explicit, and nothing of it runs outside demo mode. */
const OWN_SECRETS = {
  ENCRYPT_KEY: 'e2e-operator-transport-key',
  PAY_GATEWAY_SECRET: 'e2e-operator-gateway-secret',
  SMS_CODE_SECRET: 'e2e-operator-sms-code-secret',
  STAFF_TOTP_KEY: 'e2e-operator-staff-totp-key',
};

describe('demo mode at start-up', () => {
  it('outside demo mode, refuses to start on the built-in secrets and names each variable to set', async () => {
    const server = await startServer(
      {
        DEMO_MODE: 'false',
        ENCRYPT_KEY: '',
        PAY_GATEWAY_SECRET: '',
        SMS_CODE_SECRET: '',
        STAFF_TOTP_KEY: '',
      },
      { waitReady: false },
    );
    const code = await new Promise<number | null>((resolve) =>
      server.process.once('exit', resolve),
    );
    expect(code).not.toBe(0);
    for (const name of Object.keys(OWN_SECRETS))
      expect(server.output()).toContain(`${name}: is not set: set ${name} to a secret of your own`);
    expect(server.output()).not.toContain('ready at');
  });

  it('outside demo mode with secrets of its own, serves no demo data, no sandbox gateway and no SMS outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-'));
    const server = await startServer({ DEMO_MODE: 'false', DATA_DIR: dataDir, ...OWN_SECRETS });
    try {
      const list = (await (await fetch(`${server.baseUrl}/hospital/api/hospital/list`)).json()) as {
        data: unknown[];
      };
      expect(list.data).toEqual([]);
      for (const [method, url] of [
        ['GET', '/udb/api/dev/sms-outbox?hosId=1001&phone=13800000001'],
        ['GET', '/paygateway/api/scan/abc'],
        ['POST', '/paygateway/api/scan/abc/confirm'],
        ['POST', '/payservice/api/notify/sandbox'],
      ] as const) {
        const res = await fetch(`${server.baseUrl}${url}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(res.status, url).toBe(404);
        expect(((await res.json()) as { messageKey: string }).messageKey, url).toBe('C021');
      }
      expect(server.output()).not.toMatch(/DEMO MODE/);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the demo server (DEMO_MODE=true, as npm start runs it) says so in one warning line', async () => {
    const res = await fetch(
      `${inject('baseUrl')}/udb/api/dev/sms-outbox?hosId=1001&phone=13800000001`,
    );
    expect(res.status).toBe(200);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
    const server = await startServer({ DATA_DIR: dataDir, DEMO_SEED: 'false' });
    try {
      expect(server.output().match(/DEMO MODE/g)).toHaveLength(1);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
