import type { z } from 'zod';
import { hosIdOf, type Language, type ScheduleDoctor, type scheduleQuery } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { evictReads, ReadCache } from '../../lib/read-cache.ts';
import type { SerializedAnswer } from '../../lib/serialized-answer.ts';
import { answerOf, CachedWeek, type Built } from './schedule.cached-week.ts';
import { countFree } from './schedule.repository.ts';
import { scheduleWeek, type ScheduleDeps } from './schedule.service.ts';

/**
 * The week (pcEntireScheduleInfoByCondition) served from memory at release time, never stale (docs/schedule-cache.md).
 *
 * Each instance keeps the serialized answer per hospital, area, business type, dates, `empty` and language (bounded,
 * LRU). When the database announces that a number of one of its sessions was claimed or released (the triggers of
 * migration 0028 notify on commit, whoever writes: booking, cancel, expiry, waitlist — through the change feed, which
 * every instance on the database hears), the entry stays and that session's free count is read again at once and set
 * in the answer (schedule.cached-week.ts): one small query per change, instead of the whole week reloaded while the
 * booking rush queues behind the reload. An entry is dropped
 *  - when the hospital's sessions or numbers were added, changed or removed (materialisation, the hospital's or the
 *    HIS's session cancel);
 *  - at the next instant the clock changes the answer (a session opens, starts — leftNum 0 with closedReason — or ends).
 * Every 5 s an entry is built again (config and catalogue names come from the 5 s read cache), in the background: the
 * old one answers, its counts kept current, until the new one can; one not renewed within 10 s is not answered from.
 * Before answering from memory a request waits for the feed's sync: every change committed before the request
 * arrived has been heard by then, on this instance or another, and its count is set before the answer leaves.
 * Without the feed it reads the database. The claim transaction stays the only authority on whether a number can be
 * booked: a cached leftNum is never trusted for that.
 */
/** After this an entry is built again, in the background while it is still answered from. */
const RENEW_MS = 5_000;
/** After this an entry is not answered from any more: nobody read it, or its renewal did not finish in time. */
const TTL_MS = 2 * RENEW_MS;
const weeks = new ReadCache<CachedWeek>({ max: 500, ttlMs: TTL_MS });

type ScheduleQuery = z.output<typeof scheduleQuery>;

/** Everything the answer depends on besides the database and the clock. The hospital leads, for its notices. */
const keyOf = (q: ScheduleQuery, lang: Language) =>
  `${q.hosId}|${JSON.stringify([q.hosArea ?? null, q.businessType ?? null, q.start, q.end ?? null, q.empty ?? null, lang])}`;

export interface ScheduleCache {
  /**
   * `synced` is the feed's sync, started when the request arrived (the default: now); false sends the read to the
   * database.
   */
  answer(
    q: ScheduleQuery,
    lang: Language,
    now: Date,
    synced?: Promise<boolean>,
  ): Promise<SerializedAnswer>;
}

/**
 * `countsDb` gives the handle that reads the free counts again after a change: on PostgreSQL one of its own
 * (schedule.routes.ts), so the reads waiting for a count never queue behind bookings for the shared pool's connections.
 */
export function scheduleCache(
  deps: ScheduleDeps,
  feed: ChangeFeed,
  countsDb: () => Promise<Db> = async () => deps.db,
): ScheduleCache {
  const { db } = deps;
  /** Entries being built again (RENEW_MS) while the old ones answer: they hear the notices too. */
  const renewing = new Map<string, CachedWeek>();
  feed.subscribe(
    (payload) => {
      // 'hosId|scheduleId': a number of that session was claimed or released; 'hosId': its sessions changed.
      const bar = payload.indexOf('|');
      const hosId = bar < 0 ? payload : payload.slice(0, bar);
      const ofHospital = (key: string) => key.startsWith(`${hosId}|`);
      if (bar >= 0) {
        const scheduleId = payload.slice(bar + 1);
        weeks.evict(db, (key, week) => {
          if (ofHospital(key)) week?.notice(scheduleId);
          return false;
        });
        for (const [key, week] of renewing) if (ofHospital(key)) week.notice(scheduleId);
        return;
      }
      weeks.evict(db, ofHospital);
      for (const key of [...renewing.keys()]) if (ofHospital(key)) renewing.delete(key);
      // The session lists the week and the choose-doctor page are built from (read-cached) are stale too.
      evictReads(db, `sessions:${hosId}:`);
      evictReads(db, `choose-doctor:${hosId}:`);
    },
    () => {
      weeks.clear(db);
      renewing.clear();
    },
  );

  const build = async (q: ScheduleQuery, lang: Language, now: Date): Promise<Built> => {
    const week = await scheduleWeek(deps, q, now, lang);
    const counted = new Map<string, ScheduleDoctor[]>();
    for (const entry of week.counted)
      counted.set(entry.scheduleId, [...(counted.get(entry.scheduleId) ?? []), entry]);
    return {
      response: week.response,
      scheduleIds: new Set(week.scheduleIds),
      counted,
      changesAt: week.changesAt,
      answer: answerOf(week.response),
    };
  };

  return {
    async answer(q, lang, now, synced = feed.sync()) {
      if (!(await synced)) return answerOf((await scheduleWeek(deps, q, now, lang)).response);
      const key = keyOf(q, lang);
      const countFreeOf = async (ids: string[]) =>
        countFree(await countsDb(), hosIdOf(q.hosId), ids);
      const fresh = (at: Date) => new CachedWeek(() => build(q, lang, at), countFreeOf);
      /** Builds the entry again in the background and puts it in the old one's place once it can answer. */
      const renew = (old: CachedWeek) => {
        if (renewing.has(key)) return;
        const next = fresh(new Date());
        renewing.set(key, next);
        const done = (answer: SerializedAnswer | undefined) => {
          if (renewing.get(key) !== next) return; // a change to the hospital's sessions dropped it
          renewing.delete(key);
          if (!answer) return;
          weeks.evict(db, (k, w) => k === key && w === old);
          void weeks.read(db, key, async () => next);
        };
        next.answer(Date.now()).then(done, () => done(undefined));
      };
      for (;;) {
        const week = await weeks.read(db, key, async () => fresh(now));
        const drop = () => weeks.evict(db, (k, w) => k === key && w === week);
        const age = now.getTime() - week.since;
        try {
          const answer = age < TTL_MS ? await week.answer(now.getTime()) : undefined;
          if (answer) {
            if (age >= RENEW_MS) renew(week);
            return answer;
          }
        } catch (err) {
          // Not kept: the next read loads the week again.
          drop();
          throw err;
        }
        // Too old (not renewed in time), changed by the clock (a session opened, started or ended), or a count could
        // not be read: built again.
        drop();
      }
    },
  };
}
