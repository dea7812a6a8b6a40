import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClinicType, MASKED_CARD, type CardInfo, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useElderMode } from '../../../stores/elder-mode-store.ts';
import { useRefreshCardBalance } from '../api/get-card-balance.ts';
import { useCardInfo } from '../../../lib/patients/get-card-info.ts';

/** Card lookup codes 2–4 and their captions (the server names the key in `messageKey`; these are the fallbacks). */
const STATUS_KEYS: Record<CardInfo['code'], string | null> = {
  1: null,
  2: 'ui.cardNotBound',
  3: 'ui.cardWillBeDeactivated',
  4: 'ui.cardOverdue',
};
const STATUS_COLOURS: Record<CardInfo['code'], string> = {
  1: 'success',
  2: 'default',
  3: 'warning',
  4: 'error',
};

const SLUGS: Record<ClinicType, 'out' | 'in'> = {
  [ClinicType.OUTPATIENT_CARD]: 'out',
  [ClinicType.INPATIENT_CARD]: 'in',
};
const TITLE_KEYS: Record<ClinicType, string> = {
  [ClinicType.OUTPATIENT_CARD]: 'ui.outpatientCard',
  [ClinicType.INPATIENT_CARD]: 'ui.inpatientCard',
};

interface CardPanelViewProps {
  patientId: string;
  clinicType: ClinicType;
  card: CardInfo | undefined;
  error?: unknown;
  onRefresh?: () => void;
  refreshing?: boolean;
}

/**
 * One of a patient's two cards: code 1 the masked card ('********') and
 * its balance; 2 'not bound'; 3 'will be deactivated, please go to window'; 4 'overdue' (with the card and balance
 * when the hospital still reports them).
 */
export function CardPanelView({
  patientId,
  clinicType,
  card,
  error,
  onRefresh,
  refreshing,
}: CardPanelViewProps) {
  const { t, i18n } = useTranslation();
  // In elder mode the refresh button says what it does, rather than only in a hover tooltip.
  const elder = useElderMode();
  const statusKey = card
    ? card.code === 1
      ? null
      : card.messageKey && i18n.exists(card.messageKey)
        ? card.messageKey
        : STATUS_KEYS[card.code]
    : null;

  return (
    <section
      className="card-panel"
      data-testid={`card-${SLUGS[clinicType]}-${patientId}`}
      data-code={card?.code}
    >
      <header className="card-panel__title">{t(TITLE_KEYS[clinicType])}</header>
      {error ? (
        <p className="card-panel__error">{errorText(error)}</p>
      ) : !card ? (
        <Skeleton active paragraph={false} />
      ) : (
        <div className="card-panel__body">
          {card.code !== 2 ? (
            <span className="card-panel__no" data-testid="card-no">
              {MASKED_CARD}
            </span>
          ) : null}
          {statusKey ? (
            <Tag color={STATUS_COLOURS[card.code]} data-testid="card-status">
              {t(statusKey)}
            </Tag>
          ) : null}
          {card.cardBalance !== null ? (
            <span className="card-panel__balance">
              <span className="card-panel__balance-label">{t('ui.cardBalance')}</span>
              <strong data-testid="card-balance">{formatFen(card.cardBalance)}</strong>
              {onRefresh && card.code === 1 ? (
                <Tooltip title={t('ui.refreshBalance')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ReloadOutlined />}
                    aria-label={t('ui.refreshBalance')}
                    loading={refreshing}
                    onClick={onRefresh}
                    data-testid="refresh-balance"
                  >
                    {elder ? t('ui.refreshBalance') : null}
                  </Button>
                </Tooltip>
              ) : null}
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** The card panel with its lookup (and 'refresh balance' through getCardBalance). */
export function CardPanel({
  hosId,
  patientId,
  clinicType,
}: {
  hosId: HosId;
  patientId: string;
  clinicType: ClinicType;
}) {
  const card = useCardInfo(hosId, patientId, clinicType);
  const refresh = useRefreshCardBalance(hosId, patientId, clinicType);
  return (
    <CardPanelView
      patientId={patientId}
      clinicType={clinicType}
      card={card.data}
      error={card.error}
      onRefresh={() => refresh.mutate()}
      refreshing={refresh.isPending}
    />
  );
}
