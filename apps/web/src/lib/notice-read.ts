import type { TipInfo, HosId } from '@portal/shared';
import { session, SESSION_KEYS } from './storage.ts';

/**
 * A forced notice (a tip whose button is locked by a countdown or by scrolling to the bottom) is read once per
 * browser session: a reload or a second booking in the same session does not force it again. A new session, or a
 * notice whose text or button the hospital has changed since (another version), shows it again.
 */

/** The notice's version: a hash of what the reader saw (title, text and button), FNV-1a 32-bit in hex. */
export function noticeVersion(tip: TipInfo): string {
  const seen = JSON.stringify([
    tip.guideTitle,
    tip.guideContent,
    tip.buttonType,
    tip.buttonContent,
    tip.buttonExt,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < seen.length; i++) {
    hash ^= seen.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whether this version of the hospital's notice `tipId` was read earlier in this browser session. */
export const noticeReadThisSession = (hosId: HosId, tipId: string, tip: TipInfo) =>
  session.get(SESSION_KEYS.noticeRead(hosId, tipId)) === noticeVersion(tip);

/** Remembers, for this browser session, that this version of the notice was read. */
export const rememberNoticeRead = (hosId: HosId, tipId: string, tip: TipInfo) =>
  session.set(SESSION_KEYS.noticeRead(hosId, tipId), noticeVersion(tip));
