import { readHospitalConfig, type AppointmentCost } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import { requirePatient } from '../patients/patients.service.ts';
import { findOwnRecord } from './records.service.ts';
import { readTransmitFeeRequest } from './transmit-fee.xml.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

const notThisBooking = (field: string) => new AppError('APPOINT041', { field });

/**
 * ordinaryTransmitLogin: the registration fee of the caller's booking `appointId`, asked through the HIS
 * "transmit" call by the one hospital that routes it so (config transmitRegFee; FUNC001 elsewhere).
 * The XML must describe this booking: its patient (PatId), its schedule (ScheduleItemCode) and the signed-in
 * user (PlatformUserId). Another user's booking or patient answers C002 / PATIENT004 exactly like an unknown one; a
 * patient or schedule of the user's that is not this booking's answers APPOINT041. The fee is the booking's, as getCost.
 */
export async function getTransmitFee(
  db: Db,
  actor: PatientContext,
  appointId: string,
  payload: string,
  encryptKey: string,
): Promise<AppointmentCost> {
  const config = readHospitalConfig(await listConfig(db, actor.hosId, ['APPOINTMENT']));
  if (!config.transmitRegFee) throw new AppError('FUNC001');
  const fields = await readTransmitFeeRequest(payload, encryptKey);
  const row = await findOwnRecord(db, actor, appointId);
  if (fields.PlatformUserId !== actor.userId) throw notThisBooking('PlatformUserId');
  await requirePatient(db, actor, fields.PatId);
  if (fields.PatId !== row.patient_id) throw notThisBooking('PatId');
  if (fields.ScheduleItemCode !== row.schedule_id) throw notThisBooking('ScheduleItemCode');
  return { ResultCode: '0', Data: { regFee: Number(row.reg_fee) } };
}
