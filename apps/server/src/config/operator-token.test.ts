import { expect, it } from 'vitest';
import { DEMO_OPERATOR_TOKEN } from './demo-mode.ts';
import { readEnv } from './env.ts';

/** The operator credential — built in for the demo, optional outside it, never the demo value there. */
const OWN = {
  ENCRYPT_KEY: 'operator-transport-key-0001',
  PAY_GATEWAY_SECRET: 'operator-gateway-secret-0001',
  SMS_CODE_SECRET: 'operator-sms-code-secret-0001',
  STAFF_TOTP_KEY: 'operator-staff-totp-key-0001',
};

it('demo mode has the built-in operator token unless one is set', () => {
  expect(readEnv({ DEMO_MODE: 'true' }).OPERATOR_TOKEN).toBe(DEMO_OPERATOR_TOKEN);
  expect(
    readEnv({ DEMO_MODE: 'true', OPERATOR_TOKEN: 'own-operator-token-0001' }).OPERATOR_TOKEN,
  ).toBe('own-operator-token-0001');
});

it('outside demo mode there is none unless set (the calls answer OPERATOR001), and the demo value is refused', () => {
  expect(readEnv(OWN).OPERATOR_TOKEN).toBeUndefined();
  expect(readEnv({ ...OWN, OPERATOR_TOKEN: 'own-operator-token-0001' }).OPERATOR_TOKEN).toBe(
    'own-operator-token-0001',
  );
  expect(() => readEnv({ ...OWN, OPERATOR_TOKEN: DEMO_OPERATOR_TOKEN })).toThrow(
    /OPERATOR_TOKEN: is the built-in demo value/,
  );
  expect(() => readEnv({ ...OWN, OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
});
