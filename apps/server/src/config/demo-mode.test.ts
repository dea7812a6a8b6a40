import { describe, expect, it } from 'vitest';
import { BUILT_IN_SECRETS } from './demo-mode.ts';
import { readEnv } from './env.ts';

/** The start-up guard as readEnv applies it (server.ts exits with this message). */
const OWN = {
  ENCRYPT_KEY: 'operator-transport-key-0001',
  PAY_GATEWAY_SECRET: 'operator-gateway-secret-0001',
  SMS_CODE_SECRET: 'operator-sms-code-secret-0001',
  STAFF_TOTP_KEY: 'operator-staff-totp-key-0001',
};
const refusal = (source: Record<string, string>) => {
  try {
    readEnv(source);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('readEnv accepted the configuration');
};

describe('outside demo mode (the default)', () => {
  it('starts with secrets of the operator, and nothing of the demo', () => {
    const env = readEnv(OWN);
    expect(env).toMatchObject({
      DEMO_MODE: false,
      DEMO_SEED: false,
      DEMO_SMS_OUTBOX: false,
      ...OWN,
    });
  });

  it.each(Object.keys(OWN))('refuses to start while %s is unset, naming it', (name) => {
    const source: Record<string, string> = { ...OWN };
    delete source[name];
    const message = refusal(source);
    expect(message).toContain(`${name}: is not set: set ${name} to a secret of your own`);
    expect(message.split('\n').filter((l) => l.startsWith('  '))).toHaveLength(1);
  });

  it.each(Object.entries(BUILT_IN_SECRETS))('refuses the built-in value of %s', (name, builtIn) => {
    expect(refusal({ ...OWN, [name]: builtIn })).toContain(
      `${name}: is the built-in development value from the repository`,
    );
  });

  it('names every missing secret at once', () => {
    const message = refusal({});
    for (const name of Object.keys(OWN)) expect(message).toContain(`  ${name}: is not set`);
  });

  it('refuses a secret equal to ENCRYPT_KEY, which the web bundle carries', () => {
    expect(refusal({ ...OWN, SMS_CODE_SECRET: OWN.ENCRYPT_KEY })).toContain(
      'SMS_CODE_SECRET: equals ENCRYPT_KEY',
    );
    expect(refusal({ ...OWN, PAY_GATEWAY_SECRET: OWN.ENCRYPT_KEY })).toContain(
      'PAY_GATEWAY_SECRET: equals ENCRYPT_KEY',
    );
    expect(refusal({ ...OWN, STAFF_TOTP_KEY: OWN.ENCRYPT_KEY })).toContain(
      'STAFF_TOTP_KEY: equals ENCRYPT_KEY',
    );
  });

  it('refuses the demo SMS outbox', () => {
    expect(refusal({ ...OWN, DEMO_SMS_OUTBOX: 'true' })).toContain(
      'DEMO_SMS_OUTBOX: shows SMS codes to anyone and exists only in demo mode',
    );
    expect(readEnv({ ...OWN, DEMO_SMS_OUTBOX: 'false' }).DEMO_SMS_OUTBOX).toBe(false);
  });
});

describe('demo mode (DEMO_MODE=true, as npm start sets it)', () => {
  it('runs on the built-in secrets and turns on the demo data and outbox', () => {
    expect(readEnv({ DEMO_MODE: 'true' })).toMatchObject({
      DEMO_MODE: true,
      DEMO_SEED: true,
      DEMO_SMS_OUTBOX: true,
      ...BUILT_IN_SECRETS,
    });
  });

  it('keeps what is set: own secrets, no demo data, no outbox', () => {
    expect(
      readEnv({ DEMO_MODE: 'true', DEMO_SEED: 'false', DEMO_SMS_OUTBOX: 'no', ...OWN }),
    ).toMatchObject({ DEMO_SEED: false, DEMO_SMS_OUTBOX: false, ...OWN });
  });
});
