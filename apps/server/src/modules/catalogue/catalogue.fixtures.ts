import { testEnv } from '../../../test/test-app.ts';
import { createAdapters } from '../../adapters.ts';
import type { Db } from '../../db/database.ts';
import { syncCatalogue } from './catalogue.service.ts';

/**
 * Tests that change the sandbox HIS's catalogue and then read the schedule, search or bookings: the mirror follows
 * the HIS through the composition root's adapter, as the start-up sync and the background job do.
 */
export function syncTestCatalogue(db: Db, hosId: string) {
  return syncCatalogue(db, createAdapters(testEnv(), db).his, hosId);
}
