import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Language, PayOrder, paymentParameterResultSchema } from '@portal/shared';
import { visitWhen } from '../../../components/visit/visit-items.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';

/** What PayNoticeBefore stored for the order, or null when nothing was stored. */
export type PaymentParameters = z.output<typeof paymentParameterResultSchema>['parameters'];

/** The booking's visit, carried in extendInfo by the records page; anything else there is ignored. */
const visitSchema = z.object({
  schDate: z.string(),
  schTime: z.string().default(''),
  noonCode: z.string().default(''),
});

function visitOf(extendInfo: string | undefined) {
  try {
    const parsed = visitSchema.safeParse(JSON.parse(extendInfo ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface PaymentDetailsProps {
  order: PayOrder;
  parameters: PaymentParameters;
  timeZone: string;
  /** False where the amount is already shown large (the QR panel). */
  showAmount?: boolean;
}

/** The order and what it pays for: serial, amount, patient, department, doctor, visit, and when it was paid. */
export function PaymentDetails({
  order,
  parameters: p,
  timeZone,
  showAmount = true,
}: PaymentDetailsProps) {
  const { t, i18n } = useTranslation();
  const visit = visitOf(p?.extendInfo);
  return (
    <Descriptions
      className="payment-details"
      column={1}
      size="small"
      colon={false}
      data-testid="payment-details"
    >
      <Descriptions.Item label={t('ui.paySerial')}>
        <span className="payment-details__serial" data-testid="pay-serial">
          {order.outTradeNo}
        </span>
      </Descriptions.Item>
      {showAmount ? (
        <Descriptions.Item label={t('ui.payAmount')}>
          <span data-testid="pay-detail-amount">{formatFen(order.amount)}</span>
        </Descriptions.Item>
      ) : null}
      {p?.patientName ? (
        <Descriptions.Item label={t('ui.patient')}>{p.patientName}</Descriptions.Item>
      ) : null}
      {p?.deptName ? (
        <Descriptions.Item label={t('ui.department')}>{p.deptName}</Descriptions.Item>
      ) : null}
      {p?.doctorName ? (
        <Descriptions.Item label={t('ui.doctor')}>{p.doctorName}</Descriptions.Item>
      ) : null}
      {visit ? (
        <Descriptions.Item label={t('ui.visitDate')}>{visitWhen(t, visit)}</Descriptions.Item>
      ) : null}
      {order.paidAt ? (
        <Descriptions.Item label={t('ui.paidAt')}>
          <span data-testid="pay-paid-at">
            {formatDateTime(order.paidAt, timeZone, i18n.language as Language)}
          </span>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
