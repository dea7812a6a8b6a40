import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { settlementAction, type Settlement } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';

/** A stay's settlement: total, insurance part, self-pay, deposit and the difference. */
export function SettlementTable({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const action = settlementAction(settlement.difference);
  const rows: [string, number, string][] = [
    ['ui.settlementTotal', settlement.total, 'total'],
    ['ui.settlementInsurance', settlement.insurance, 'insurance'],
    ['ui.settlementSelfPay', settlement.selfPay, 'self-pay'],
    ['ui.settlementDeposit', settlement.deposit, 'deposit'],
  ];
  if (action !== 'none')
    rows.push([
      action === 'pay' ? 'ui.settlementDue' : 'ui.settlementSurplus',
      Math.abs(settlement.difference),
      'difference',
    ]);
  return (
    <Descriptions bordered size="small" column={1} data-testid="settlement">
      {rows.map(([key, fen, id]) => (
        <Descriptions.Item key={id} label={t(key)}>
          <span className="inpatient-money" data-testid={`settlement-${id}`}>
            {formatFen(fen)}
          </span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
