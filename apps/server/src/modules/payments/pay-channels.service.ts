import { readHospitalConfig, type PayChannels, type HosId } from '@portal/shared';
import { listConfig, listFunctions } from '../hospital/hospital.service.ts';
import type { PaymentDeps } from './purposes.ts';

/** The hospital function of outpatient card top-ups (a closed function takes nothing). */
const OUTPATIENT_RECHARGE_MODULE = 'recharge-out';

/**
 * The online ways a booking's fee can be paid at `hosId`: both need a QR channel the hospital offers and this server
 * reaches (docs/payments.md#channels); the fee itself by QR where the hospital takes self-pay (config payModes
 * 'self'), a top-up where its outpatient recharge is open. What bookingPayPlan weighs, for the pages and for the
 * server's own refusals alike.
 */
export async function payChannels(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  hosId: HosId,
): Promise<PayChannels> {
  if (!deps.gateway || (await deps.gateway.channelsOf(hosId)).length === 0)
    return { qr: false, topUp: false };
  const [items, modules] = await Promise.all([
    listConfig(deps.db, hosId, ['PAYMENT']),
    listFunctions(deps.db, hosId),
  ]);
  const modes = readHospitalConfig(items)
    .payModes.split(',')
    .map((m) => m.trim());
  return {
    qr: modes.includes('self'),
    topUp: modules.some((m) => m.moduleId === OUTPATIENT_RECHARGE_MODULE && m.isUse === '1'),
  };
}
