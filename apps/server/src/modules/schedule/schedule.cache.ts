import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { scheduleCalls, type Language, type scheduleQuery } from '@portal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { evictReads, ReadCache } from '../../lib/read-cache.ts';
import { serializedAnswer, type SerializedAnswer } from '../../lib/serialized-answer.ts';
import { ok } from '../../plugins/route.ts';
import { scheduleWeek, type ScheduleDeps } from './schedule.service.ts';

/**
 * The week (pcEntireScheduleInfoByCondition) served from memory at release time, never stale.
 *
 * Each instance keeps the serialized answer per hospital, area, business type, dates, `empty` and language (bounded,
 * LRU). An entry is dropped
 *  - when the database announces a change to one of its sessions' numbers, or to the hospital's sessions (the
 *    triggers of migration 0028 notify on commit, whoever writes: booking, cancel, expiry, waitlist, the hospital's
 *    or the HIS's session cancel, materialisation) — through the change feed, which every instance on the database
 *    hears;
 *  - at the next instant the clock changes the answer (a session opens, starts — leftNum 0 with closedReason — or ends);
 *  - after 5 s at the latest, like the read cache it is built from (config, catalogue names).
 * Before answering from memory a request waits for the feed's sync: every change committed before the request
 * arrived has been heard by then, on this instance or another. Without the feed it reads the database. The claim
 * transaction stays the only authority on whether a number can be booked: a cached leftNum is never trusted for that.
 */
const TTL_MS = 5_000;
const answers = new ReadCache<ScheduleAnswer>({ max: 500, ttlMs: TTL_MS });

interface ScheduleAnswer extends SerializedAnswer {
  scheduleIds: ReadonlySet<string>;
  changesAt: number;
}

type ScheduleQuery = z.output<typeof scheduleQuery>;

const call = scheduleCalls.pcEntireScheduleInfoByCondition;
/** The serializer fastify would run (the call's zod schema: validates and strips), run once per entry instead. */
const serialize = serializerCompiler({
  schema: call.response,
  method: call.method,
  url: call.path,
});

/** Everything the answer depends on besides the database and the clock. The hospital leads, for its notices. */
const keyOf = (q: ScheduleQuery, lang: Language) =>
  `${q.hosId}|${JSON.stringify([q.hosArea ?? null, q.businessType ?? null, q.start, q.end ?? null, q.empty ?? null, lang])}`;

export interface ScheduleCache {
  answer(q: ScheduleQuery, lang: Language, now: Date): Promise<SerializedAnswer>;
}

export function scheduleCache(deps: ScheduleDeps, feed: ChangeFeed): ScheduleCache {
  const { db } = deps;
  feed.subscribe(
    (payload) => {
      // 'hosId|scheduleId': a number of that session was claimed or released; 'hosId': its sessions changed.
      const bar = payload.indexOf('|');
      const hosId = bar < 0 ? payload : payload.slice(0, bar);
      const scheduleId = bar < 0 ? undefined : payload.slice(bar + 1);
      answers.evict(
        db,
        (key, a) =>
          key.startsWith(`${hosId}|`) &&
          (scheduleId === undefined || !a || a.scheduleIds.has(scheduleId)),
      );
      if (scheduleId === undefined) {
        // The session lists the week and the choose-doctor page are built from (read-cached) are stale too.
        evictReads(db, `sessions:${hosId}:`);
        evictReads(db, `choose-doctor:${hosId}:`);
      }
    },
    () => answers.clear(db),
  );

  const load = async (q: ScheduleQuery, lang: Language, now: Date): Promise<ScheduleAnswer> => {
    const week = await scheduleWeek(deps, q, now, lang);
    return {
      ...serializedAnswer(serialize(ok(week.response))),
      scheduleIds: new Set(week.scheduleIds),
      changesAt: week.changesAt,
    };
  };

  return {
    async answer(q, lang, now) {
      if (!(await feed.sync())) return load(q, lang, now);
      return answers.read(
        db,
        keyOf(q, lang),
        () => load(q, lang, now),
        (a) => a.changesAt,
      );
    },
  };
}
