import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseDoctorCalls, scheduleCalls as calls } from '@portal/shared';
import { listenTargetOf, openDatabase, type Db } from '../../db/database.ts';
import { openChangeFeed } from '../../lib/change-feed.ts';
import { sendSerialized } from '../../lib/serialized-answer.ts';
import { registerCall, REPLIED } from '../../plugins/route.ts';
import { scheduleCache } from './schedule.cache.ts';
import * as service from './schedule.service.ts';
import { chooseDoctorList } from './choose-doctor.service.ts';

/** Schedule, department and doctor calls (public): parse → service → reply; nothing else. Names in the request's language. */
export function scheduleRoutes(app: FastifyInstance, deps: service.ScheduleDeps) {
  const { db } = deps;
  const tags = ['schedule'];
  // The week from the per-instance cache of serialized answers, kept fresh by the database's change notices.
  const feed = openChangeFeed(db, 'schedule_changed', (message) => app.log.warn(message));
  app.addHook('onClose', () => feed.close());
  // The free counts read again after a booking, on PostgreSQL on a handle of its own, opened on first use: reads
  // waiting for one never queue behind bookings for the shared pool. PGlite is one connection.
  const target = listenTargetOf(db);
  let counts: Promise<Db> | undefined;
  const countsDb = () =>
    (counts ??= target?.kind === 'postgres' ? openDatabase(target) : Promise.resolve(db));
  app.addHook('onClose', async () => {
    const opened = await counts;
    if (opened && opened !== db) await opened.destroy();
  });
  const weeks = scheduleCache(deps, feed, countsDb);
  // The week's sync with the feed starts as the request arrives, before the rate limiter's hook (which
  // @fastify/rate-limit appends after the route's own), so its round trip to the database runs beside the
  // limiter's to Redis instead of after it.
  const synced = new WeakMap<FastifyRequest, Promise<boolean>>();
  const startSync = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    synced.set(request, feed.sync());
    done();
  };
  registerCall(
    app,
    'pcEntireScheduleInfoByCondition',
    calls.pcEntireScheduleInfoByCondition,
    async ({ ctx, query, request, reply }) => {
      const answer = await weeks.answer(query, ctx.lang, new Date(), synced.get(request));
      await sendSerialized(request, reply, answer, ['accept-language']);
      return REPLIED;
    },
    tags,
    { onRequest: startSync, onSend: revalidate },
  );
  registerCall(
    app,
    'getDepartmentInfo',
    calls.getDepartmentInfo,
    ({ ctx, query }) => service.getDepartmentInfo(db, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDoctorList',
    calls.getDoctorList,
    ({ ctx, query }) => service.listDoctors(db, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDoctorDetail',
    calls.getDoctorDetail,
    ({ ctx, query }) => service.getDoctor(db, query.hosId, query.doctorId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDoctorSchedules',
    calls.getDoctorSchedules,
    ({ ctx, query }) => service.getDoctorSchedules(deps, query, new Date(), ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDoctorSyncDetail',
    calls.getDoctorSyncDetail,
    ({ ctx, query }) => service.getDoctor(db, query.hosId, query.doctorId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getChooseDoctorList',
    chooseDoctorCalls.getChooseDoctorList,
    ({ ctx, query }) => chooseDoctorList(deps, query, new Date(), ctx.lang),
    tags,
  );
}

/**
 * The week is public and the same for every patient: a browser may keep it, but must ask again each time (no-cache),
 * and a 304 answers when nothing changed. The app's no-store for API answers (app.ts, per patient and per moment) is
 * replaced here, on this route only, for successful answers; refusals keep no-store.
 */
async function revalidate(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200 || reply.statusCode === 304)
    reply.header('cache-control', 'no-cache');
  return payload;
}
