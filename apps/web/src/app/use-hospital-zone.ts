import type { HosId } from '@portal/shared';
import { useHospital } from '../features/hospitals/api/get-hospital.ts';

/** Hospital times are UTC+8 unless the hospital states another zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The zone the current hospital's times are shown in (docs/architecture.md#time). */
export function useHospitalTimeZone(hosId: HosId | null): string {
  return useHospital(hosId).data?.timeZone || DEFAULT_TIME_ZONE;
}
