import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseDoctorCalls, scheduleCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
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
  const weeks = scheduleCache(deps, feed);
  registerCall(
    app,
    'pcEntireScheduleInfoByCondition',
    calls.pcEntireScheduleInfoByCondition,
    async ({ query, request, reply }) => {
      const answer = await weeks.answer(query, languageOf(request), new Date());
      await sendSerialized(request, reply, answer, ['accept-language']);
      return REPLIED;
    },
    tags,
    { onSend: revalidate },
  );
  registerCall(
    app,
    'getDepartmentInfo',
    calls.getDepartmentInfo,
    ({ query, request }) => service.getDepartmentInfo(db, query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDoctorList',
    calls.getDoctorList,
    ({ query, request }) => service.listDoctors(db, query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDoctorDetail',
    calls.getDoctorDetail,
    ({ query, request }) => service.getDoctor(db, query.hosId, query.doctorId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDoctorSchedules',
    calls.getDoctorSchedules,
    ({ query, request }) =>
      service.getDoctorSchedules(deps, query, new Date(), languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDoctorSyncDetail',
    calls.getDoctorSyncDetail,
    ({ query, request }) => service.getDoctor(db, query.hosId, query.doctorId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getChooseDoctorList',
    chooseDoctorCalls.getChooseDoctorList,
    ({ query, request }) => chooseDoctorList(deps, query, new Date(), languageOf(request)),
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
