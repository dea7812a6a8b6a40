import { expect, it } from 'vitest';
import { DEMO_METRICS_TOKEN } from './demo-mode.ts';
import { readEnv } from './env.ts';

/** The /metrics credential — built in for the demo, optional outside it, never the demo value there. */
const OWN = {
  ENCRYPT_KEY: 'metrics-transport-key-0001',
  PAY_GATEWAY_SECRET: 'metrics-gateway-secret-0001',
  SMS_CODE_SECRET: 'metrics-sms-code-secret-0001',
  STAFF_TOTP_KEY: 'metrics-staff-totp-key-0001',
};

it('demo mode has the built-in metrics token unless one is set', () => {
  expect(readEnv({ DEMO_MODE: 'true' }).METRICS_TOKEN).toBe(DEMO_METRICS_TOKEN);
  expect(
    readEnv({ DEMO_MODE: 'true', METRICS_TOKEN: 'own-metrics-token-0001' }).METRICS_TOKEN,
  ).toBe('own-metrics-token-0001');
});

it('outside demo mode there is none unless set (/metrics is refused), and the demo value or a short one is refused', () => {
  expect(readEnv(OWN).METRICS_TOKEN).toBeUndefined();
  expect(readEnv({ ...OWN, METRICS_TOKEN: 'own-metrics-token-0001' }).METRICS_TOKEN).toBe(
    'own-metrics-token-0001',
  );
  expect(() => readEnv({ ...OWN, METRICS_TOKEN: DEMO_METRICS_TOKEN })).toThrow(
    /METRICS_TOKEN: is the built-in demo value/,
  );
  expect(() => readEnv({ ...OWN, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
});
