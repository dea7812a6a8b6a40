import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters (m = 19 MiB, t = 2, p = 1). The package declares its
 * Algorithm enum as an ambient const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id.
 */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** The parameters travel inside the stored hash, so hashes made with stronger settings later still verify. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A phone with no account is checked against this hash of a random password, so "not registered"
 * takes one argon2 verification like "wrong password" and the answer's timing tells nothing the text does not.
 */
const dummyHash = hashPassword(randomBytes(18).toString('base64'));

/** Spends a verification's time and answers false. */
export async function verifyNoAccount(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}
