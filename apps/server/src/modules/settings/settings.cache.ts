import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { evictReads } from '../../lib/read-cache.ts';

/**
 * The patient calls read a hospital's settings through the shared read cache (lib/read-cache.ts, 5 s): the hospital
 * row (theme, name, logo, time zone), its functions, config, translations and the schedule's config and periods.
 * A save drops them on this instance at once; another instance serves its copy until the TTL ends, at most 5 s
 * (docs/hospital-settings.md#how-fast-a-change-reaches-patients). Tips, captions, the menu, the footer and the hospital
 * list are read from the database on every call.
 */
const PER_HOSPITAL = [
  'hospital:',
  'functions:',
  'config:',
  'content:',
  'schedule-config:',
  'noon-periods:',
];

export function evictHospitalReads(db: Db, hosId: HosId): void {
  for (const prefix of PER_HOSPITAL) evictReads(db, `${prefix}${hosId}`);
  // The chooser's names are cached per list of hospitals: any list may hold this one.
  evictReads(db, 'content-hospital-names:');
}
