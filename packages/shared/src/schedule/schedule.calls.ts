import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  deptInfoQuery,
  deptInfoSchema,
  doctorInfoSchema,
  doctorQuery,
  doctorSessionsQuery,
  scheduleEntrySchema,
  scheduleQuery,
  scheduleResponseSchema,
  searchQuery,
  searchResultSchema,
} from './schedule.schema.ts';

/** Schedule, department and doctor calls, with the paths the spec gives. Public: no sign-in needed. */
export const scheduleCalls = {
  pcEntireScheduleInfoByCondition: {
    method: 'GET',
    path: '/hospital/api/snScheduleSync/web/all',
    query: scheduleQuery,
    response: okEnvelope(scheduleResponseSchema),
  },
  getDepartmentInfo: {
    method: 'GET',
    path: '/hospital/api/snDeptSync/app/single/info',
    query: deptInfoQuery,
    response: okEnvelope(deptInfoSchema),
  },
  getDoctorList: {
    method: 'GET',
    path: '/hospital/api/snDoctorInfo/app/list',
    query: doctorQuery,
    response: okEnvelope(z.array(doctorInfoSchema)),
  },
  /** Doctor detail: profile, the doctor's sessions with source numbers, and the synced profile. */
  getDoctorDetail: {
    method: 'GET',
    path: '/hospital/api/netExt/doc/info',
    query: doctorQuery.required({ doctorId: true }),
    response: okEnvelope(doctorInfoSchema),
  },
  getDoctorSchedules: {
    method: 'GET',
    path: '/hospital/api/snDoctorSync/app/single/list',
    query: doctorSessionsQuery,
    response: okEnvelope(z.array(scheduleEntrySchema)),
  },
  getDoctorSyncDetail: {
    method: 'GET',
    path: '/hospital/api/netExt/docSync/info',
    query: doctorQuery.required({ doctorId: true }),
    response: okEnvelope(doctorInfoSchema),
  },
  searchDoctor: {
    method: 'GET',
    path: '/search/api/doctor',
    query: searchQuery,
    response: okEnvelope(searchResultSchema),
  },
} as const;
