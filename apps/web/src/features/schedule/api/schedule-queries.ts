import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { scheduleKeys, type ScheduleParams } from '../../../lib/schedule-keys.ts';

/** Public schedule reads, cached under scheduleKeys (lib/schedule-keys.ts). */

const noBlank = (area?: string) => (area && area !== 'DEFAULT_AREA' ? area : undefined);

export const scheduleQueryOptions = (p: ScheduleParams) =>
  queryOptions({
    queryKey: scheduleKeys.table(p),
    queryFn: () =>
      callApi(scheduleCalls.pcEntireScheduleInfoByCondition, {
        query: {
          hosId: p.hosId,
          hosArea: noBlank(p.hosArea),
          businessType: p.businessType,
          start: p.start,
          end: p.end || undefined,
        },
      }),
    staleTime: 60_000,
  });

export const useSchedule = (p: ScheduleParams, enabled: boolean) =>
  useQuery({ ...scheduleQueryOptions(p), enabled, placeholderData: keepPreviousData });

export const useDepartmentInfo = (
  hosId: HosId,
  hosArea: string,
  deptId: string,
  businessType: string,
  enabled: boolean,
) =>
  useQuery({
    queryKey: scheduleKeys.dept(hosId, hosArea, deptId, businessType),
    queryFn: () =>
      callApi(scheduleCalls.getDepartmentInfo, {
        query: {
          hosId,
          hosArea: noBlank(hosArea),
          deptId,
          businessType: businessType || undefined,
        },
      }),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useDoctorDetail = (hosId: HosId, doctorId: string, deptId: string) =>
  useQuery({
    queryKey: scheduleKeys.doctor(hosId, doctorId, deptId),
    queryFn: () =>
      callApi(scheduleCalls.getDoctorDetail, {
        query: { hosId, doctorId, deptId: deptId || undefined },
      }),
    enabled: doctorId !== '',
    retry: false,
  });

export const useDoctorSessions = (hosId: HosId, doctorId: string, deptId: string) =>
  useQuery({
    queryKey: scheduleKeys.sessions(hosId, doctorId, deptId),
    queryFn: () =>
      callApi(scheduleCalls.getDoctorSchedules, {
        query: { hosId, doctorId, deptId: deptId || undefined },
      }),
    enabled: doctorId !== '',
  });

export const useDoctorSearch = (hosId: HosId, dynamic: string, businessType: string) =>
  useQuery({
    queryKey: scheduleKeys.search(hosId, dynamic, businessType),
    queryFn: () =>
      callApi(scheduleCalls.searchDoctor, {
        query: { hosId, dynamic, businessType: businessType || undefined },
      }),
    enabled: dynamic.trim() !== '',
  });
