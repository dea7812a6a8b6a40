import { useQueries } from '@tanstack/react-query';
import { scheduleCalls, type ScheduleResponse, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** How often the waiting-room screen asks for the numbers left (it refreshes itself). */
export const SCHEDULE_REFRESH_MS = 60_000;

export interface AreaSchedule {
  areaId: string;
  response: ScheduleResponse;
}

/**
 * pcEntireScheduleInfoByCondition, the public week schedule the department page reads, once per area (the
 * call answers one area). It keeps refreshing while the screen is in the background: nobody clicks a waiting-room
 * screen. `data` holds the areas answered so far, in the areas' order; `error` the first failure.
 */
export function useWeekSchedules(
  hosId: HosId,
  areaIds: readonly string[],
  start: string,
  end: string,
) {
  return useQueries({
    queries: areaIds.map((areaId) => ({
      queryKey: ['hospital', hosId, 'waiting-room', areaId, start, end],
      queryFn: () =>
        callApi(scheduleCalls.pcEntireScheduleInfoByCondition, {
          query: { hosId, hosArea: areaId, start, end },
        }),
      refetchInterval: SCHEDULE_REFRESH_MS,
      refetchIntervalInBackground: true,
    })),
    combine: (results) => ({
      data: results.flatMap((r, i) =>
        r.data ? [{ areaId: areaIds[i] ?? '', response: r.data }] : [],
      ),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      updatedAt: Math.max(0, ...results.map((r) => r.dataUpdatedAt)),
    }),
  });
}
