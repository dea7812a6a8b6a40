import '../bills.css';
import { Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClinicType, type Patient, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useCardInfo } from '../../../lib/patients/get-card-info.ts';
import type { BillState } from '../api/bill-keys.ts';
import { useOutpatientBills } from '../api/get-bills.ts';
import { BILL_STATE_PARAM } from '../utils/bill-paths.ts';
import { BillCard } from './bill-card.tsx';

interface BillListProps {
  hosId: HosId;
  patient: Patient;
  timeZone: string;
}

/** The outpatient card's balance, known before choosing to pay by it (as the record page does). */
function CardBalanceLine({ hosId, patientId }: { hosId: HosId; patientId: string }) {
  const { t } = useTranslation();
  const card = useCardInfo(hosId, patientId, ClinicType.OUTPATIENT_CARD);
  if (!card.data) return null;
  const text =
    card.data.cardBalance === null
      ? t('ui.cardNotBound')
      : `${t('ui.cardBalance')} ${formatFen(card.data.cardBalance)}`;
  return (
    <p className="bills-page__balance" data-testid="bills-card-balance">
      {t('ui.outpatientCard')}: {text}
    </p>
  );
}

function BillsOfState({ hosId, patient, timeZone, state }: BillListProps & { state: BillState }) {
  const { t } = useTranslation();
  const bills = useOutpatientBills(hosId, patient.patientId, state);
  if (bills.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (bills.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="bills-error">{errorText(bills.error, timeZone)}</span>}
      />
    );
  if (bills.data.length === 0) {
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid={`bills-empty-${state}`}>
            {t(state === 'unpaid' ? 'ui.noUnpaidBills' : 'ui.noPaidBills')}
          </span>
        }
      />
    );
  }
  return (
    <ul className="bill-list" data-testid={`bills-${state}`}>
      {bills.data.map((bill) => (
        <BillCard
          key={bill.billId}
          hosId={hosId}
          bill={bill}
          patient={patient}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

/**
 * /payment/outpatient: the patient's outpatient bills — Unpaid (to pay by card balance or QR) and Paid — the tab kept
 * in the URL. A paid bill moves to 'Paid' as soon as the payment lands (bill-keys.ts billsChanged).
 */
export function BillList(props: BillListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state: BillState = params.get(BILL_STATE_PARAM) === 'paid' ? 'paid' : 'unpaid';
  return (
    <div className="bills-page">
      <CardBalanceLine hosId={props.hosId} patientId={props.patient.patientId} />
      <Tabs
        data-testid="bills-tabs"
        activeKey={state}
        onChange={(key) =>
          setParams(key === 'paid' ? { [BILL_STATE_PARAM]: 'paid' } : {}, { replace: true })
        }
        items={[
          {
            key: 'unpaid',
            label: <span data-testid="bills-tab-unpaid">{t('ui.billsUnpaid')}</span>,
          },
          { key: 'paid', label: <span data-testid="bills-tab-paid">{t('ui.billsPaid')}</span> },
        ]}
      />
      <BillsOfState key={state} {...props} state={state} />
    </div>
  );
}
