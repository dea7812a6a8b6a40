import type { HosId } from '@portal/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { liveSession, type LiveSession, type Renewal } from './live-session.ts';

/** Kysely only, no rules (docs/house-style.md#repositories): (db | trx, hosId, …) first. */
type Conn = Kysely<Database> | Transaction<Database>;

export function findUserByPhone(db: Conn, hosId: HosId, phone: string) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'phone', 'password_hash'])
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export function findUser(db: Conn, hosId: HosId, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'phone', 'password_hash'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertUser(
  db: Conn,
  hosId: HosId,
  user: { userId: string; phone: string; passwordHash: string },
) {
  return db
    .insertInto('app_user')
    .values({
      hos_id: hosId,
      user_id: user.userId,
      phone: user.phone,
      password_hash: user.passwordHash,
    })
    .execute();
}

export function updatePassword(db: Conn, hosId: HosId, userId: string, passwordHash: string) {
  return db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()` })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .execute();
}

export function insertSession(
  db: Conn,
  hosId: HosId,
  s: { tokenHash: string; userId: string; expiresAt: Date },
) {
  return db
    .insertInto('auth_session')
    .values({
      hos_id: hosId,
      token_hash: s.tokenHash,
      user_id: s.userId,
      expires_at: s.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The language of the user's latest sign-in (the language of the texts sent to them later). */
export function setLanguage(db: Conn, hosId: HosId, userId: string, lang: string) {
  return db
    .updateTable('app_user')
    .set({ language: lang })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A session that is neither revoked nor expired, with its user's phone; under `hosId` when the request names one.
 * Every authenticated request runs it, so it is one statement, written as an SQL template: the query builder costs
 * several times more CPU per call than the statement itself. Revocation and expiry are checked here, in the database,
 * on every request: a signed-out token is refused by the very next call, on any instance.
 *
 * The same statement renews the session (docs/adr/0007): expiry moves to now + idle, capped at sign-in + max, but
 * only once `renewAfterSeconds` of the idle window have passed since the last renewal — most calls only read. It is
 * the function `auth_live_session` (migration 2026-11-24T0009) so that its plans are cached per connection.
 * Returns the expiry in force after this call.
 */
export async function findLiveSession(
  db: Conn,
  tokenHash: string,
  hosId: HosId | undefined,
  lifetime: Renewal,
): Promise<LiveSession | undefined> {
  const { rows } =
    await sql<LiveSession>`${prepared}select hos_id, user_id, token_hash, phone, expires_at from ${liveSession(tokenHash, hosId, lifetime)}`.execute(
      db,
    );
  return rows[0];
}

export function revokeSession(db: Conn, hosId: HosId, tokenHash: string) {
  return db
    .updateTable('auth_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('hos_id', '=', hosId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeUserSessions(db: Conn, hosId: HosId, userId: string) {
  return db
    .updateTable('auth_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Serializes code requests and checks for one phone + purpose, so two parallel requests cannot both pass a rule. */
export async function lockPhone(
  trx: Transaction<Database>,
  hosId: HosId,
  phone: string,
  purpose: string,
) {
  await sql`select pg_advisory_xact_lock(hashtext(${`verify:${hosId}:${phone}:${purpose}`}))`.execute(
    trx,
  );
}

export function latestCode(db: Conn, hosId: HosId, phone: string, purpose: string) {
  return db
    .selectFrom('verify_code')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function insertCode(
  db: Conn,
  hosId: HosId,
  c: {
    id: string;
    phone: string;
    purpose: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('verify_code')
    .values({
      hos_id: hosId,
      id: c.id,
      phone: c.phone,
      purpose: c.purpose,
      code_hash: c.codeHash,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
      consumed_at: null,
    })
    .execute();
}

export function countWrongAttempt(db: Conn, hosId: HosId, id: string) {
  return db
    .updateTable('verify_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('hos_id', '=', hosId)
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
}

export function consumeCode(db: Conn, hosId: HosId, id: string) {
  return db
    .updateTable('verify_code')
    .set({ consumed_at: sql<Date>`now()` })
    .where('hos_id', '=', hosId)
    .where('id', '=', id)
    .execute();
}
