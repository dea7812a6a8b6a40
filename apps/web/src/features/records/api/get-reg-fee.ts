import { z } from 'zod';
import {
  encryptBody,
  okEnvelope,
  Platform,
  recordCalls,
  transmitFeeXml,
  type AppointmentRecordDetail,
  type HosId,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { env } from '../../../lib/env.ts';
import { i18n } from '../../../lib/i18n.ts';

/** Thrown when the cost answer has no registration fee (the cost must contain regFee, else a message). */
export const costWithoutFee = () =>
  new ApiError({
    code: 500,
    messageKey: 'ui.costWithoutRegFee',
    msg: i18n.t('ui.costWithoutRegFee'),
  });

/**
 * A Cost response read leniently: one without regFee is the case 'the cost must contain regFee, else
 * a message' — its own message, not the generic 'service busy' of an unreadable answer. Both fee calls answer it.
 */
const lenientCost = <C extends { response: z.ZodType }>(call: C) => ({
  ...call,
  response: okEnvelope(
    z.object({
      ResultCode: z.string(),
      Data: z.object({ regFee: z.number().int().optional() }).nullish(),
    }),
  ),
});

/**
 * ordinaryTransmitLogin's body: the XML of the booking's patient and schedule and the signed-in user,
 * encrypted with the same helper and key as every 'encrypt' body (body-crypto.ts, env.encryptKey). Its path holds no
 * 'encrypt', so the request layer sends this `{ payload }` as it is and reads the answer in the clear.
 */
export function transmitFeeBody(
  record: Pick<AppointmentRecordDetail, 'patientId' | 'schId'>,
  userId: string,
) {
  const xml = transmitFeeXml({
    PatId: record.patientId,
    PlatformId: String(Platform.PC),
    PlatformUserId: userId,
    ScheduleItemCode: record.schId,
  });
  return encryptBody(xml, env.encryptKey);
}

export interface RegFeeSource {
  /** Hospital config transmitRegFee: this hospital asks the fee through its HIS (ordinaryTransmitLogin, one hospital only). */
  transmit: boolean;
  /** The signed-in user's id (PlatformUserId of the transmit XML). */
  userId: string;
}

/**
 * The registration fee before a card payment, in integer fen: through ordinaryTransmitLogin where the
 * hospital routes it so, else getAppointmentCost. Either way the answer must carry regFee (costWithoutFee otherwise).
 */
export async function getRegFee(
  hosId: HosId,
  record: AppointmentRecordDetail,
  source: RegFeeSource,
): Promise<number> {
  const cost = source.transmit
    ? await callApi(lenientCost(recordCalls.ordinaryTransmitLogin), {
        params: { hosId, token: record.appointId },
        body: await transmitFeeBody(record, source.userId),
      })
    : await callApi(lenientCost(recordCalls.getAppointmentCost), {
        query: { hosId, appointId: record.appointId },
      });
  if (cost.ResultCode !== '0' || cost.Data?.regFee === undefined) throw costWithoutFee();
  return cost.Data.regFee;
}
