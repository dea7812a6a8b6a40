import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';

/** What the query calls need: the portal's database (patients, access log, hospital) and the HIS from the composition root. */
export interface QueryDeps { db: Db; his: HisAdapter }
