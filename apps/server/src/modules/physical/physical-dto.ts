import {
  maskIdCard,
  maskPhone,
  physicalPayBy,
  type Language,
  type PhysicalBooking,
  type PhysicalMember,
  type PhysicalPackage,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisPhysicalPackage, HisText } from '../../his/physical.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { subjectPayments } from '../payments/orders.service.ts';
import * as repo from './physical.repository.ts';
import { physicalPayWindowSeconds } from './physical.service.ts';

/** The HIS's packages and the portal's bookings as the browser sees them (no raw row leaves). */
export const textIn = (text: HisText, lang: Language) => text[lang] ?? text['en-US'];

export async function packageDtos(
  his: HisAdapter,
  hosId: HosId,
  /** With the portal's note (in the reader's language) where it has one. */
  packages: (HisPhysicalPackage & { note?: string })[],
  lang: Language,
): Promise<PhysicalPackage[]> {
  const [types, users] = await Promise.all([
    dictionaryItems(his, hosId, 'physical_package_type', lang),
    dictionaryItems(his, hosId, 'physical_package_users', lang),
  ]);
  const label = (items: { value: string; label: string }[], value: string) =>
    items.find((i) => i.value === value)?.label ?? value;
  return packages.map((p) => ({
    packageId: p.packageId,
    name: textIn(p.name, lang),
    description: textIn(p.description, lang),
    type: p.type,
    typeName: label(types, p.type),
    users: p.users,
    usersName: label(users, p.users),
    price: priceOf(p),
    items: p.items.map((i) => ({ name: textIn(i.name, lang), price: i.price })),
    note: p.note ?? '',
  }));
}

/** Integer fen: the sum of the items. */
export const priceOf = (p: HisPhysicalPackage) => p.items.reduce((sum, i) => sum + i.price, 0);

type PersonStatus = PhysicalMember['status'];

interface DtoDeps {
  db: Db;
  his: HisAdapter;
}

/**
 * The bookings with their payment and each person's status: unpaid → paid → reported (the HIS has the report), or
 * cancelled → refunded, or expired (unpaid past the payment window; refunded when a payment arrived after all).
 * Reports are asked of the HIS only for paid bookings. An unpaid booked one carries its payment deadline (payBy) by the
 * shared rule the expiry job cancels by, so the time the patient is shown is the time it expires.
 */
export async function bookingDtos(
  deps: DtoDeps,
  hosId: HosId,
  rows: repo.BookingRow[],
  lang: Language,
): Promise<PhysicalBooking[]> {
  const ids = rows.map((r) => r.booking_id);
  const [orders, members, packages, payLimit] = await Promise.all([
    subjectPayments(deps.db, hosId, 'physical_exam', ids),
    repo.membersOf(
      deps.db,
      hosId,
      rows.filter((r) => r.kind === 'group').map((r) => r.booking_id),
    ),
    deps.his.physical.packages(hosId),
    physicalPayWindowSeconds(deps.db, hosId),
  ]);
  return Promise.all(
    rows.map(async (r) => {
      const order = orders.get(r.booking_id);
      const paid = r.status === 'booked' && order?.state === 'paid';
      const refunded = order?.state === 'refunding' || order?.state === 'refunded';
      const base: PersonStatus =
        r.status === 'cancelled'
          ? refunded
            ? 'refunded'
            : r.cancel_reason === 'expired'
              ? 'expired'
              : 'cancelled'
          : paid
            ? 'paid'
            : 'unpaid';
      const statusOf = async (person: {
        certType: number;
        certNo: string;
      }): Promise<PersonStatus> => {
        if (!paid) return base;
        const report = await deps.his.physical.report(hosId, {
          bookingId: r.booking_id,
          person,
          packageId: r.package_id,
          examDate: r.exam_date,
        });
        return report ? 'reported' : 'paid';
      };
      const own = members.filter((m) => m.booking_id === r.booking_id);
      const pack = packages.find((p) => p.packageId === r.package_id);
      return {
        bookingId: r.booking_id,
        kind: r.kind,
        packageId: r.package_id,
        packageName: pack ? textIn(pack.name, lang) : r.package_id,
        examDate: r.exam_date,
        places: r.places,
        amount: Number(r.amount),
        status: r.status,
        patientId: r.patient_id ?? '',
        patientName: r.person_name ?? '',
        createdAt: new Date(r.created_at).toISOString(),
        payBy:
          r.status === 'booked' && !paid
            ? physicalPayBy(new Date(r.created_at), payLimit).toISOString()
            : null,
        payment: order ?? null,
        personStatus:
          r.cert_no !== null
            ? await statusOf({ certType: r.cert_type ?? 1, certNo: r.cert_no })
            : base,
        members: await Promise.all(
          own.map(async (m) => ({
            row: m.row_no,
            name: m.name,
            certNo: maskIdCard(m.cert_no),
            phone: maskPhone(m.phone),
            status: await statusOf({ certType: m.cert_type, certNo: m.cert_no }),
          })),
        ),
      };
    }),
  );
}
