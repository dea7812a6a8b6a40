import type { HosId, Language } from '@portal/shared';
import type { ConsolePackage } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisPhysicalPackage } from '../../his/physical.ts';
import {
  replaceTranslations,
  translationsOfRows,
  type Translations,
} from '../translations/localize.ts';
import * as repo from './package-listing.repository.ts';
import { priceOf, textIn } from './physical-dto.ts';

/**
 * The portal's own word on the HIS's physical-exam packages (docs/console-content.md#physical-exam-packages): the
 * package, its description, items, prices and places per day are the HIS's and change only there; the portal decides
 * whether patients may book it here (hidden or not) and may add a note in both languages (the column en-US,
 * content_translation kind 'physical-package' field 'note' zh-CN).
 */
interface Deps {
  db: Db;
  his: HisAdapter;
}
export interface Listing {
  hidden: boolean;
  note: string;
}

/** The portal's listing per package id (a package without a row is shown, with no note). */
export async function listingsOf(db: Db, hosId: HosId): Promise<Map<string, Listing>> {
  return new Map((await repo.listListings(db, hosId)).map((r) => [r.package_id, r]));
}

/** The packages patients may book now, in the HIS's order, each with its note in the reader's language. */
export async function bookablePackages(
  deps: Deps,
  hosId: HosId,
  tr: Translations,
): Promise<(HisPhysicalPackage & { note: string })[]> {
  const [packages, listings] = await Promise.all([
    deps.his.physical.packages(hosId),
    listingsOf(deps.db, hosId),
  ]);
  return packages
    .filter((p) => !listings.get(p.packageId)?.hidden)
    .map((p) => ({
      ...p,
      note: tr.text('physical-package', p.packageId, 'note', listings.get(p.packageId)?.note ?? ''),
    }));
}

export async function listConsolePackages(deps: Deps, hosId: HosId): Promise<ConsolePackage[]> {
  const [packages, listings] = await Promise.all([
    deps.his.physical.packages(hosId),
    listingsOf(deps.db, hosId),
  ]);
  const tr = await translationsOfRows(
    deps.db,
    hosId,
    'physical-package',
    packages.map((p) => p.packageId),
  );
  return packages.map((p) => {
    const listing = listings.get(p.packageId);
    const note = listing?.note ?? '';
    return {
      packageId: p.packageId,
      name: { 'en-US': textIn(p.name, 'en-US'), 'zh-CN': textIn(p.name, 'zh-CN') },
      description: {
        'en-US': textIn(p.description, 'en-US'),
        'zh-CN': textIn(p.description, 'zh-CN'),
      },
      price: priceOf(p),
      items: p.items.map((i) => ({ name: textIn(i.name, 'en-US'), price: i.price })),
      dailyCapacity: p.dailyCapacity,
      hidden: listing?.hidden ?? false,
      note: {
        'en-US': tr.get('en-US')?.get(p.packageId)?.get('note') ?? note,
        'zh-CN': tr.get('zh-CN')?.get(p.packageId)?.get('note') ?? note,
      },
    };
  });
}

/** C002 a package the HIS does not offer. Answers the package as the console shows it, before and after. */
export async function savePackageListing(
  deps: Deps,
  hosId: HosId,
  packageId: string,
  listing: { hidden: boolean; note: Record<Language, string> },
) {
  const before = (await listConsolePackages(deps, hosId)).find((p) => p.packageId === packageId);
  if (!before) throw new AppError('C002');
  await repo.putListing(deps.db, hosId, packageId, {
    hidden: listing.hidden,
    note: listing.note['en-US'],
  });
  const zh = listing.note['zh-CN'];
  await replaceTranslations(
    deps.db,
    hosId,
    'physical-package',
    [packageId],
    zh === ''
      ? []
      : [{ kind: 'physical-package', ref: packageId, field: 'note', lang: 'zh-CN', text: zh }],
  );
  const after = (await listConsolePackages(deps, hosId)).find((p) => p.packageId === packageId)!;
  return { before, after };
}
