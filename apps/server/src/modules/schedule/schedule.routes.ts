import type { FastifyInstance } from 'fastify';
import { chooseDoctorCalls, scheduleCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './schedule.service.ts';
import { chooseDoctorList } from './choose-doctor.service.ts';

/** SPEC §7 schedule, department and doctor calls (public): parse → service → reply; nothing else. Names in the request's language (issue 14). */
export function scheduleRoutes(app: FastifyInstance, deps: service.ScheduleDeps) {
  const { db } = deps;
  const tags = ['schedule'];
  registerCall(app, 'pcEntireScheduleInfoByCondition', calls.pcEntireScheduleInfoByCondition, ({ query, request }) => service.getSchedule(deps, query, new Date(), languageOf(request)), tags);
  registerCall(app, 'getDepartmentInfo', calls.getDepartmentInfo, ({ query, request }) => service.getDepartmentInfo(db, query, languageOf(request)), tags);
  registerCall(app, 'getDoctorList', calls.getDoctorList, ({ query, request }) => service.listDoctors(db, query, languageOf(request)), tags);
  registerCall(app, 'getDoctorDetail', calls.getDoctorDetail, ({ query, request }) => service.getDoctor(db, query.hosId, query.doctorId, languageOf(request)), tags);
  registerCall(app, 'getDoctorSchedules', calls.getDoctorSchedules, ({ query, request }) => service.getDoctorSchedules(deps, query, new Date(), languageOf(request)), tags);
  registerCall(app, 'getDoctorSyncDetail', calls.getDoctorSyncDetail, ({ query, request }) => service.getDoctor(db, query.hosId, query.doctorId, languageOf(request)), tags);
  registerCall(app, 'getChooseDoctorList', chooseDoctorCalls.getChooseDoctorList, ({ query, request }) => chooseDoctorList(deps, query, new Date(), languageOf(request)), tags);
}
