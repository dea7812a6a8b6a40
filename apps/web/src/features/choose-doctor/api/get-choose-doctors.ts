import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chooseDoctorCalls, isChooseDoctorTitle, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The 'choose doctor' filters; empty means 'all'. */
export interface ChooseDoctorFilters {
  deptId: string;
  title: string;
}

export const chooseDoctorQueryOptions = (hosId: HosId, f: ChooseDoctorFilters) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'schedule', 'choose-doctor', f.deptId, f.title] as const,
    queryFn: () =>
      callApi(chooseDoctorCalls.getChooseDoctorList, {
        query: {
          hosId,
          deptId: f.deptId || undefined,
          title: isChooseDoctorTitle(f.title) ? f.title : undefined,
        },
      }),
    // Free numbers change as people book: a minute's staleness like the schedule table.
    staleTime: 60_000,
  });

/** The hospital's bookable doctors by department with their next sessions. */
export const useChooseDoctors = (hosId: HosId, f: ChooseDoctorFilters) =>
  useQuery({ ...chooseDoctorQueryOptions(hosId, f), placeholderData: keepPreviousData });
