import {
  arriveBy,
  canCancel,
  canCheckIn,
  CHECK_IN_REASONS,
  canDelete,
  payPromptShown,
  readHospitalConfig,
  type AppointmentRuleRecord,
  type HospitalConfig,
  type RecordActions,
  type RuleContext,
  type RuleDecision,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MessageKey } from '@portal/shared';
import { getHospital, listConfig, readConfigItems } from '../hospital/hospital.service.ts';

/**
 * The shared rules (docs/architecture.md#pure-rules-in-shared) evaluated on the server: the same functions the record page uses to
 * show actions, so the server refuses exactly what the page would not offer.
 */
export interface RecordContext {
  hosId: HosId;
  timeZone: string;
  config: HospitalConfig;
}

/** `evenIfDisabled`: background jobs finishing a disabled hospital's existing bookings (see readConfigItems). */
export async function recordContext(
  db: Db,
  hosId: HosId,
  { evenIfDisabled = false } = {},
): Promise<RecordContext> {
  const groups = ['APPOINTMENT', 'REFUND'];
  const [hospital, items] = await Promise.all([
    getHospital(db, hosId),
    evenIfDisabled ? readConfigItems(db, hosId, groups) : listConfig(db, hosId, groups),
  ]);
  return { hosId, timeZone: hospital.timeZone, config: readHospitalConfig(items) };
}

export function ruleContext(ctx: RecordContext, now: Date): RuleContext<HospitalConfig> {
  return { config: ctx.config, now, timeZone: ctx.timeZone };
}

/** `startTime`: the source number's start ('HH:mm'), which the check-in window counts from. */
export function actionsOf(
  record: AppointmentRuleRecord,
  ctx: RecordContext,
  now: Date,
  startTime = '',
): RecordActions {
  const rc = ruleContext(ctx, now);
  const cancel = canCancel(record, rc);
  const checkIn = canCheckIn({ ...record, startTime }, rc);
  // The visit is still ahead exactly when check-in is open or not open yet.
  const by =
    checkIn.allowed || checkIn.reason === CHECK_IN_REASONS.tooEarly
      ? arriveBy({ ...record, startTime }, ctx)
      : null;
  return {
    pay: payPromptShown(record, rc).allowed,
    cancel: cancel.allowed,
    delete: canDelete(record, rc).allowed,
    checkIn: checkIn.allowed,
    ...(by === null ? {} : { arrival: { by, minutes: ctx.config.arriveEarlyMinutes } }),
    // The record says why cancel is not offered, in the rule's own words.
    ...(cancel.allowed
      ? {}
      : { cancelRefusal: { key: cancel.reason ?? 'C019', params: cancel.params ?? {} } }),
  };
}

/** Throws the rule's own reason key (APPOINT012–APPOINT023, REFUND001) when it refuses. */
export function requireAllowed(decision: RuleDecision): void {
  if (decision.allowed) return;
  throw new AppError((decision.reason ?? 'C019') as MessageKey, decision.params ?? {});
}
