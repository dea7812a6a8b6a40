import { WalletOutlined } from '@ant-design/icons';
import { Alert, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardRechargeRefusal, type RechargeOverview } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { PATHS } from '../../../lib/paths.ts';
import type { RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { CardStateTag } from './recharge-labels.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

const CARD_TITLES: Record<RechargeClinicType, string> = {
  1: 'ui.outpatientCard',
  2: 'ui.inpatientCard',
};

/** Card lookup code 2: no card of this type — 'not bound', and where cards are linked. */
export function CardNotBound({ clinicType }: { clinicType: RechargeClinicType }) {
  const { t } = useTranslation();
  return (
    <Empty
      className="page-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span data-testid="card-not-bound">{`${t(CARD_TITLES[clinicType])}: ${t('ui.cardNotBound')}`}</span>
      }
    >
      <LinkButton to={PATHS.patients} data-testid="card-manage-patients" type="primary">
        {t('ui.managePatients')}
      </LinkButton>
    </Empty>
  );
}

/**
 * The card a top-up goes to: masked number, card type, state and balance. A card in a refused state says
 * why (RECHARGE004–008, the server's own words) in place of `action`, which is shown only for a card that takes money.
 */
export function CardSummary({
  card,
  clinicType,
  action,
}: {
  card: NonNullable<RechargeOverview['card']>;
  clinicType: RechargeClinicType;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const refusal = cardRechargeRefusal(card.state) ?? (card.povertyRelief ? 'RECHARGE008' : null);
  return (
    <section
      className="recharge-panel recharge-card"
      data-testid="recharge-card"
      data-card-state={card.state}
    >
      <h2 className="recharge-panel__title">
        <span>
          <WalletOutlined aria-hidden /> {t(CARD_TITLES[clinicType])}
        </span>
        <CardStateTag state={card.state} />
      </h2>
      <div className="recharge-card__head">
        <span className="recharge-card__no" data-testid="recharge-card-no">
          {card.cardNoMasked}
        </span>
        <span className="recharge-card__type">
          {t(`ui.cardType.${card.cardType}`, { defaultValue: card.cardTypeName })}
        </span>
      </div>
      <p className="recharge-card__balance-label">{t('ui.cardBalance')}</p>
      <strong className="recharge-card__balance" data-testid="recharge-balance">
        {formatFen(card.balance)}
      </strong>
      {refusal ? (
        <Alert
          className="recharge-card__refusal"
          type="warning"
          showIcon
          title={<span data-testid="card-refusal">{t(refusal)}</span>}
        />
      ) : action ? (
        <div className="recharge-card__actions">{action}</div>
      ) : null}
    </section>
  );
}
