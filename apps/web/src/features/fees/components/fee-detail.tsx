import '../../../components/print-sheet/print-sheet.css';
import '../fees.css';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, HosId } from '@portal/shared';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';
import { ChargeItemsTable } from '../../../components/charge-items/charge-items-table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { useFee } from '../api/fee-queries.ts';
import { BackToList, PrintButton } from '../../../components/query-list/back-and-print.tsx';
import { sheetFacts } from '../../../components/print-sheet/sheet-head.tsx';

interface FeeDetailViewProps {
  hosId: HosId;
  feeId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/** /query/payment/detail?feeId=: the fee as its receipt — facts, invoice number, items, total — printable. */
export function FeeDetailView({
  hosId,
  feeId,
  timeZone,
  hospitalName,
  backTo,
}: FeeDetailViewProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n.language as Language);
  const fact = sheetFacts('fee');
  return (
    <QueryDetail query={useFee(hosId, feeId)} errorTestId="fee-error" timeZone={timeZone}>
      {(f) => (
        <div className="fee-detail">
          <div className="fee-actions print-hidden">
            <BackToList to={backTo} label={t('ui.backToFees')} testId="fee-back" />
            <PrintButton testId="fee-print" />
          </div>
          <article className="fee-sheet print-sheet" data-testid="fee-sheet">
            {hospitalName ? <p className="print-sheet__hospital">{hospitalName}</p> : null}
            <h2 className="print-sheet__title fee-sheet__title" data-testid="fee-title">
              {f.paymentTypeName}
              {f.refundedAt ? (
                <Tag color="warning" data-testid="fee-refunded">
                  {t('ui.refundedAt', { time: when(f.refundedAt) })}
                </Tag>
              ) : null}
            </h2>
            <Descriptions
              size="small"
              column={2}
              items={[
                fact('patient', t('ui.patient'), f.patientName),
                fact('invoice', t('ui.invoiceNo'), f.invoiceNo),
                fact('dept', t('ui.department'), f.deptName),
                fact('doctor', t('ui.doctor'), f.doctorName),
                fact('paid', t('ui.paidAt'), when(f.paidAt)),
                fact('mode', t('ui.payMode'), f.payModeName),
              ]}
            />
            <ChargeItemsTable items={f.items} testId="fee-items" />
            <p className="fee-sheet__total">
              {t('ui.totalAmount')}: <strong data-testid="fee-total">{formatFen(f.amount)}</strong>
            </p>
          </article>
        </div>
      )}
    </QueryDetail>
  );
}
