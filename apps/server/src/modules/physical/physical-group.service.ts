import {
  readHospitalConfig,
  unsuitedMembers,
  validateMemberTable,
  maskIdCard,
  maskPhone,
  type Language,
  type PhysicalImportCheck,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import {
  answerOwn,
  newBookingId,
  requireBookableDate,
  requirePackage,
} from './physical-booking.service.ts';
import { priceOf } from './physical-dto.ts';
import { readMemberTable } from './physical-import.ts';
import * as repo from './physical.repository.ts';
import { leaderFlag } from './physical.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A group leader books one package date for a whole
 * group from a member file, validated row by row; the group is imported entirely or not at all, and paid once
 * (payBookingByQr of the group's booking). Only leaders (PERM001 for others).
 */
type Deps = PaymentDeps;
interface FileInput {
  fileName: string;
  content: string;
}

async function requireLeader(deps: Deps, actor: PatientContext) {
  if ((await leaderFlag(deps.db, actor.hosId, actor.phone)) !== '1') throw new AppError('PERM001');
}

/** The package (its physical_package_users) and the date the members would be examined on. */
interface Target {
  users: string;
  examDate: string;
}

/**
 * The file read and checked: its valid members and each bad cell — with a target, also each member the package is not
 * for (PHYSICAL011); PHYSICAL005 past the hospital's groupRegisterMax.
 */
async function readMembers(
  deps: Deps,
  actor: PatientContext,
  file: FileInput,
  now: Date,
  target?: Target,
) {
  const { groupRegisterMax } = readHospitalConfig(
    await listConfig(deps.db, actor.hosId, ['PHYSICAL']),
  );
  const read = validateMemberTable(
    await readMemberTable(file.fileName, file.content, groupRegisterMax),
    now,
  );
  const unsuited = target ? unsuitedMembers(read.members, target.users, target.examDate) : [];
  const unsuitedRows = new Set(unsuited.map((u) => u.row));
  const members = read.members.filter((m) => !unsuitedRows.has(m.row));
  const problems = [...read.problems, ...unsuited].sort((a, b) => a.row - b.row);
  if (members.length + new Set(problems.map((p) => p.row)).size > groupRegisterMax) {
    throw new AppError('PHYSICAL005', { max: groupRegisterMax });
  }
  return { members, problems };
}

/**
 * What the file would import, and what is wrong with it; nothing is stored. With the package and date chosen so far,
 * the members that package is not for are among the problems, as the group's creation will find them.
 */
export async function checkGroup(
  deps: Deps,
  actor: PatientContext,
  input: FileInput & { packageId?: string; examDate?: string },
  now = new Date(),
): Promise<PhysicalImportCheck> {
  await requireLeader(deps, actor);
  const target =
    input.packageId && input.examDate
      ? {
          users: (await requirePackage(deps, actor.hosId, input.packageId)).users,
          examDate: input.examDate,
        }
      : undefined;
  const { members, problems } = await readMembers(deps, actor, input, now, target);
  return {
    members: members.map((m) => ({
      row: m.row,
      name: m.name,
      certNo: maskIdCard(m.certNo),
      phone: maskPhone(m.phone),
    })),
    problems,
  };
}

/**
 * Books the date for every member of the file in one transaction — the places, the booking and the members — or
 * refuses with PHYSICAL006 {count} when any cell is bad or the package is not for a member (checkGroup lists them), PHYSICAL001 when the date has not
 * that many places. One group per Idempotency-Key: a replay answers the first.
 */
export async function createGroup(
  deps: Deps,
  actor: PatientContext,
  input: FileInput & { packageId: string; examDate: string },
  key: string,
  lang: Language,
  now = new Date(),
) {
  const { db } = deps;
  await requireLeader(deps, actor);
  const replay = await repo.findByKey(db, actor.hosId, actor.userId, key);
  if (replay) return answerOwn(deps, actor, replay.booking_id, lang);
  const pack = await requirePackage(deps, actor.hosId, input.packageId);
  await requireBookableDate(deps, actor.hosId, input.examDate);
  const { members, problems } = await readMembers(deps, actor, input, now, {
    users: pack.users,
    examDate: input.examDate,
  });
  if (problems.length > 0) throw new AppError('PHYSICAL006', { count: problems.length });
  if (members.length === 0) throw new AppError('PHYSICAL004');
  const bookingId = newBookingId();
  await db.transaction().execute(async (trx) => {
    if (
      !(await repo.claimPlaces(
        trx,
        actor.hosId,
        pack.packageId,
        input.examDate,
        members.length,
        pack.dailyCapacity,
      ))
    )
      throw new AppError('PHYSICAL001');
    await repo.insertBooking(trx, actor.hosId, {
      bookingId,
      userId: actor.userId,
      kind: 'group',
      patientId: null,
      person: null,
      packageId: pack.packageId,
      examDate: input.examDate,
      places: members.length,
      amount: priceOf(pack) * members.length,
      key,
    });
    await repo.insertMembers(trx, actor.hosId, bookingId, members);
  });
  return answerOwn(deps, actor, bookingId, lang);
}
