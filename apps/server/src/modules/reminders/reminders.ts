import { sql } from 'kysely';
import {
  ACTIVE_APPOINTMENT_STATES,
  arriveBy,
  canCheckIn,
  hospitalTime,
  hospitalToday,
  payDeadline,
  StoredAppointmentState,
  StoredHosState,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { literal, literalList } from '../../db/sql-literals.ts';
import { recordContext, ruleContext, type RecordContext } from '../bookings/records.context.ts';
import { toRuleRecord, type RuleFields } from '../bookings/records.dto.ts';
import { bookingParams, noticeBookingOf } from '../message-centre/booking-notice.ts';
import { recordLink } from '../message-centre/events.ts';
import { notify, type NoticeParams } from '../message-centre/notify.ts';
import { payReminderDue, visitReminderDue } from './reminder-timing.ts';

interface Log {
  error(obj: unknown, msg: string): void;
}

export interface ReminderOptions {
  now?: Date;
  hosIds?: HosId[];
  log?: Log;
}

interface Row extends RuleFields {
  appoint_id: string;
  user_id: string;
  patient_id: string;
  patient_name: string;
  phone: string;
  doctor_id: string;
  doctor_name: string | null;
  dept_id: string;
  dept_name: string | null;
  start_time: string;
  serial: number;
}

type ReminderKind = 'visitReminder' | 'payReminder' | 'checkInOpen';

/**
 * Writes the due visit, pay and check-in reminders of every enabled hospital through notify (a message
 * and a queued text, as the user's preferences allow). Idempotent by dedupe key ('visit:<appointId>',
 * 'pay:<appointId>', 'checkin:<appointId>'): every instance may run it at any time, twice or at once, and each
 * booking is reminded once of each. Answers how many notices it wrote. A failing hospital is logged and the others go on.
 */
export async function remindersTick(db: Db, opts: ReminderOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  let q = db.selectFrom('hospital').select('hos_id').where('enabled', '=', true).orderBy('hos_id');
  if (opts.hosIds) {
    if (opts.hosIds.length === 0) return 0;
    q = q.where('hos_id', 'in', opts.hosIds);
  }
  let written = 0;
  for (const { hos_id: hosId } of await q.execute()) {
    try {
      const ctx = await recordContext(db, hosId);
      written +=
        (await visitReminders(db, ctx, now)) +
        (await payReminders(db, ctx, now)) +
        (await checkInReminders(db, ctx, now));
    } catch (err) {
      opts.log?.error({ err, hosId }, 'reminders failed for one hospital; the others go on');
    }
  }
  return written;
}

/** Active bookings not cancelled by the hospital and not yet reminded under `prefix`, for the given visit dates. */
async function candidates(db: Db, hosId: HosId, prefix: string, where: ReturnType<typeof sql>) {
  const { rows } = await sql<Row>`
    select a.appoint_id, a.user_id, a.patient_id, p.patient_name, p.phone, a.doctor_id, d.doctor_name, a.dept_id, dp.dept_name, a.serial,
           coalesce(n.start_time, '') as start_time,
           a.state, a.hos_state, a.is_dopay, a.is_today, a.reg_fee, to_char(a.session_date, 'YYYY-MM-DD') as session_date,
           a.noon_code, a.op_time, a.patient_card_id
      from appointment a
      join patient p on p.hos_id = a.hos_id and p.patient_id = a.patient_id
      left join doctor d on d.hos_id = a.hos_id and d.doctor_id = a.doctor_id
      left join department dp on dp.hos_id = a.hos_id and dp.dept_id = a.dept_id
      left join source_number n on n.hos_id = a.hos_id and n.number_id = a.number_id
     where a.hos_id = ${hosId} and a.state in (${literalList(ACTIVE_APPOINTMENT_STATES)}) and a.hos_state <> ${literal(StoredHosState.SCHEDULE_CANCELLED)} and a.deleted_at is null and ${where}
       and not exists (select 1 from user_message m where m.hos_id = a.hos_id and m.user_id = a.user_id and m.dedupe_key = ${prefix} || a.appoint_id)
       and not exists (select 1 from notice_outbox o where o.hos_id = a.hos_id and o.dedupe_key = ${prefix} || a.appoint_id)
     order by a.op_time, a.appoint_id
     limit 500`.execute(db);
  return rows;
}

/** The parameters every visit notice shows: the booking as the patient knows it, its time, and when to be there (the hospital's early-arrival rule, docs/booking-rules.md). */
async function visitParams(db: Db, r: Row, ctx: RecordContext): Promise<NoticeParams> {
  const record = { schDate: r.session_date, noonCode: r.noon_code, startTime: r.start_time };
  const booking = await bookingParams(db, ctx.hosId, noticeBookingOf(r));
  return { ...booking, time: r.start_time || '—', arriveBy: arriveBy(record, ctx) ?? r.start_time };
}

async function visitReminders(db: Db, ctx: RecordContext, now: Date): Promise<number> {
  const today = hospitalToday(now, ctx.timeZone);
  const rows = await candidates(
    db,
    ctx.hosId,
    'visit:',
    sql`a.session_date = (${today}::date + 1)`,
  );
  let written = 0;
  for (const r of rows.filter((row) =>
    visitReminderDue(row.session_date, ctx.config.visitReminderTime, now, ctx.timeZone),
  )) {
    written += await write(
      db,
      ctx.hosId,
      r,
      'visit:',
      'visitReminder',
      await visitParams(db, r, ctx),
    );
  }
  return written;
}

async function payReminders(db: Db, ctx: RecordContext, now: Date): Promise<number> {
  const rows = await candidates(
    db,
    ctx.hosId,
    'pay:',
    sql`a.state = ${literal(StoredAppointmentState.VALID)} and a.is_dopay = '0' and a.reg_fee > 0`,
  );
  let written = 0;
  for (const r of rows) {
    const deadline = payDeadline(toRuleRecord(r), ruleContext(ctx, now));
    if (!payReminderDue(deadline, now)) continue;
    const shown = `${hospitalToday(deadline!, ctx.timeZone)} ${hospitalTime(deadline!, ctx.timeZone)}`;
    written += await write(db, ctx.hosId, r, 'pay:', 'payReminder', {
      ...(await visitParams(db, r, ctx)),
      deadline: shown,
    });
  }
  return written;
}

/** Notice type 8 (appointment sign-in): once check-in opens for a paid booking of today. */
async function checkInReminders(db: Db, ctx: RecordContext, now: Date): Promise<number> {
  const today = hospitalToday(now, ctx.timeZone);
  const rows = await candidates(
    db,
    ctx.hosId,
    'checkin:',
    sql`a.state = ${literal(StoredAppointmentState.VALID)} and a.hos_state = ${literal(StoredHosState.NOT_CHECKED_IN)} and a.is_dopay = '1' and a.session_date = ${today}::date`,
  );
  let written = 0;
  for (const r of rows.filter(
    (row) =>
      canCheckIn({ ...toRuleRecord(row), startTime: row.start_time }, ruleContext(ctx, now))
        .allowed,
  )) {
    written += await write(
      db,
      ctx.hosId,
      r,
      'checkin:',
      'checkInOpen',
      await visitParams(db, r, ctx),
    );
  }
  return written;
}

async function write(
  db: Db,
  hosId: HosId,
  r: Row,
  prefix: string,
  kind: ReminderKind,
  params: NoticeParams,
) {
  const res = await db.transaction().execute((trx) =>
    notify(trx, {
      hosId,
      userId: r.user_id,
      patientId: r.patient_id,
      kind,
      title: `notice.${kind}.title`,
      body: `notice.${kind}.body`,
      params,
      link: recordLink(r.appoint_id),
      dedupeKey: `${prefix}${r.appoint_id}`,
      sms: { phone: r.phone },
    }),
  );
  return res.message || res.sms ? 1 : 0;
}
