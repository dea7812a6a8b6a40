import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

export function listListings(db: Db, hosId: HosId) {
  return db
    .selectFrom('physical_package_listing')
    .select(['package_id', 'hidden', 'note'])
    .where('hos_id', '=', hosId)
    .execute();
}

export async function putListing(
  db: Db,
  hosId: HosId,
  packageId: string,
  listing: { hidden: boolean; note: string },
) {
  await db
    .insertInto('physical_package_listing')
    .values({ hos_id: hosId, package_id: packageId, ...listing })
    .onConflict((c) =>
      c
        .columns(['hos_id', 'package_id'])
        .doUpdateSet((eb) => ({ ...listing, updated_at: eb.fn('now') })),
    )
    .execute();
}
