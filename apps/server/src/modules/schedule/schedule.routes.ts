import type { FastifyInstance } from 'fastify';
import { chooseDoctorCalls, scheduleCalls as calls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import * as service from './schedule.service.ts';
import { chooseDoctorList } from './choose-doctor.service.ts';

/** SPEC §7 schedule, department and doctor calls (public): parse → service → reply; nothing else. */
export function scheduleRoutes(app: FastifyInstance, deps: service.ScheduleDeps) {
  const { db } = deps;
  const tags = ['schedule'];
  registerCall(app, 'pcEntireScheduleInfoByCondition', calls.pcEntireScheduleInfoByCondition, ({ query }) => service.getSchedule(deps, query), tags);
  registerCall(app, 'getDepartmentInfo', calls.getDepartmentInfo, ({ query }) => service.getDepartmentInfo(db, query), tags);
  registerCall(app, 'getDoctorList', calls.getDoctorList, ({ query }) => service.listDoctors(db, query), tags);
  registerCall(app, 'getDoctorDetail', calls.getDoctorDetail, ({ query }) => service.getDoctor(db, query.hosId, query.doctorId), tags);
  registerCall(app, 'getDoctorSchedules', calls.getDoctorSchedules, ({ query }) => service.getDoctorSchedules(deps, query), tags);
  registerCall(app, 'getDoctorSyncDetail', calls.getDoctorSyncDetail, ({ query }) => service.getDoctor(db, query.hosId, query.doctorId), tags);
  registerCall(app, 'getChooseDoctorList', chooseDoctorCalls.getChooseDoctorList, ({ query }) => chooseDoctorList(deps, query), tags);
}
