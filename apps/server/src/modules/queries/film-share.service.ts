import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  maskName,
  type FilmShare,
  type FilmShareCreated,
  type FilmSharedStudy,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { hashToken } from '../auth/auth.plugin.ts';
import { logAccess } from '../patients/patients.service.ts';
import { imageUrlExpiry } from './film-image-url.ts';
import * as repo from './film-share.repository.ts';
import { ownStudy, toView } from './films.service.ts';
import type { FilmDeps } from './films.deps.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A patient shares a study with a doctor elsewhere by a link and an extraction code. The link carries a
 * random token (192 bits) and the code is told separately; only the token's SHA-256 and an HMAC of the code are
 * stored. Opening needs no sign-in. Unknown, expired and withdrawn links answer the same FILM001, so a guesser learns
 * nothing; wrong codes are counted per link and lock it after MAX_CODE_FAILURES (FILM003), on top of the per-address
 * budget of the open call (rate-limit.ts). Every opening is written in the patient's access log.
 */
export const MAX_CODE_FAILURES = 5;
const DAY_MS = 86_400_000;
/** Unambiguous capitals and digits (no 0/O, 1/I/L): 31⁴ ≈ 920 000 codes against 5 tries. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;
/** The share page of the web app; the hospital rides along as ?hosId= (any page may carry it). */
export const SHARE_PAGE_PATH = '/query/cloud-film/shared';

function codeHash(deps: FilmDeps, tokenHash: string, code: string): string {
  return createHmac('sha256', deps.codeKey)
    .update(`${tokenHash}|${code.toUpperCase()}`)
    .digest('hex');
}

export async function createShare(
  deps: FilmDeps,
  actor: PatientContext,
  input: { studyId: string; days: number },
): Promise<FilmShareCreated> {
  const { study, patient } = await ownStudy(deps, actor, input.studyId);
  const token = randomBytes(24).toString('base64url');
  const code = Array.from(
    { length: CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
  const tokenHash = hashToken(token);
  const shareId = randomUUID();
  const expiresAt = new Date(Date.now() + input.days * DAY_MS);
  await repo.insertShare(deps.db, {
    hos_id: actor.hosId,
    share_id: shareId,
    study_id: study.studyId,
    user_id: actor.userId,
    patient_id: patient.patient_id,
    token_hash: tokenHash,
    code_hash: codeHash(deps, tokenHash, code),
    expires_at: expiresAt,
  });
  await logAccess(deps.db, actor, [patient.patient_id], 'film-share');
  const linkPath = `${SHARE_PAGE_PATH}?${new URLSearchParams({ hosId: actor.hosId, token }).toString()}`;
  return { shareId, linkPath, code, expiresAt: expiresAt.toISOString() };
}

export async function listShares(
  deps: FilmDeps,
  actor: PatientContext,
  studyId: string,
): Promise<FilmShare[]> {
  await ownStudy(deps, actor, studyId);
  const rows = await repo.activeShares(deps.db, actor.hosId, actor.userId, studyId, new Date());
  return rows.map((r) => ({
    shareId: r.share_id,
    createdAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    locked: r.failed_attempts >= MAX_CODE_FAILURES,
  }));
}

/** Withdraws one of the user's links (C002 for another user's or an unknown one); withdrawing twice is harmless. */
export async function revokeShare(
  deps: FilmDeps,
  actor: PatientContext,
  shareId: string,
): Promise<null> {
  const share = await repo.findOwnShare(deps.db, actor.hosId, actor.userId, shareId);
  if (!share) throw new AppError('C002');
  await repo.revoke(deps.db, actor.hosId, shareId, new Date());
  await logAccess(deps.db, actor, [share.patient_id], 'film-share-revoke');
  return null;
}

/** Opens a shared study by its link's token and extraction code, without sign-in; `ip` goes into the access log. */
export async function openShare(
  deps: FilmDeps,
  input: { hosId: HosId; token: string; code: string; ip: string },
): Promise<FilmSharedStudy> {
  const { db, his } = deps;
  const now = new Date();
  const tokenHash = hashToken(input.token);
  const share = await repo.findByToken(db, input.hosId, tokenHash);
  if (!share || share.revoked_at !== null || new Date(share.expires_at) <= now)
    throw new AppError('FILM001');
  if (share.failed_attempts >= MAX_CODE_FAILURES) throw new AppError('FILM003');
  const want = Buffer.from(share.code_hash, 'hex');
  const given = Buffer.from(codeHash(deps, tokenHash, input.code), 'hex');
  if (want.length !== given.length || !timingSafeEqual(want, given)) {
    const failures = await repo.countFailure(db, input.hosId, share.share_id, MAX_CODE_FAILURES);
    if (failures === undefined || failures >= MAX_CODE_FAILURES) throw new AppError('FILM003');
    throw new AppError('FILM002', { remaining: MAX_CODE_FAILURES - failures });
  }
  // The owner must still hold the person the study belongs to: unbinding the patient ends their links.
  const patient = await repo.sharingPatient(db, input.hosId, share.user_id, share.patient_id);
  const study = patient ? await his.films.get(input.hosId, share.study_id) : undefined;
  if (
    !patient ||
    !study ||
    study.person.certType !== patient.cert_type ||
    study.person.certNo !== patient.cert_no
  )
    throw new AppError('FILM001');
  const owner = { hosId: input.hosId, userId: share.user_id, ip: input.ip };
  await logAccess(db, owner, [patient.patient_id], 'film-shared-link');
  const expiresAt = new Date(share.expires_at);
  return {
    ...toView(
      deps,
      input.hosId,
      study,
      maskName(patient.patient_name),
      imageUrlExpiry(now, expiresAt),
    ),
    shareExpiresAt: expiresAt.toISOString(),
  };
}
