import { expect, it } from 'vitest';
import type { AppError } from '../../errors/app-error.ts';
import { requireOperator } from './operator.auth.ts';

const keyOf = (f: () => void) => {
  try {
    f();
  } catch (err) {
    return (err as AppError).messageKey;
  }
  return 'allowed';
};
const TOKEN = 'operator-token-of-the-test';

it('allows exactly the configured bearer token', () => {
  expect(keyOf(() => requireOperator(`Bearer ${TOKEN}`, TOKEN))).toBe('allowed');
});

it('refuses a missing, malformed, shorter, longer or other credential with OPERATOR002', () => {
  for (const header of [
    undefined,
    '',
    TOKEN,
    `Basic ${TOKEN}`,
    `Bearer ${TOKEN.slice(0, -1)}`,
    `Bearer ${TOKEN}x`,
    'Bearer patient-session-token',
  ]) {
    expect(
      keyOf(() => requireOperator(header, TOKEN)),
      String(header),
    ).toBe('OPERATOR002');
  }
});

it('refuses every call with OPERATOR001 when no operator token is configured', () => {
  expect(keyOf(() => requireOperator(`Bearer ${TOKEN}`, undefined))).toBe('OPERATOR001');
  expect(keyOf(() => requireOperator('Bearer ', ''))).toBe('OPERATOR001');
});
