import type { HosId } from '@portal/shared';
import '../recharge.css';
import { PlusCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useRechargeOverview } from '../api/get-recharge-overview.ts';
import { useRechargeRecords } from '../api/get-recharge-records.ts';
import { rechargePaths, type RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { CardNotBound, CardSummary } from './card-summary.tsx';
import { RechargeRecordTable } from './recharge-record-table.tsx';
import { RulesSummary } from './rules-summary.tsx';
import { StaySummary } from './stay-summary.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface RechargeHomeProps {
  hosId: HosId;
  patientId: string;
  clinicType: RechargeClinicType;
  timeZone: string;
}

/** How many of the latest top-ups the home page shows; the record page has them all. */
const LATEST = 5;

/** The patient's latest top-ups of this card type, with the way to all of them. */
function LatestRecharges({ hosId, patientId, clinicType, timeZone }: RechargeHomeProps) {
  const { t } = useTranslation();
  const records = useRechargeRecords(hosId, { patientId, clinicType, page: 1 });
  const items = records.data?.items.slice(0, LATEST) ?? [];
  return (
    <section className="recharge-panel recharge-home__wide" data-testid="recharge-latest">
      <h2 className="recharge-panel__title">
        <span>{t('ui.latestRecharges')}</span>
        <Link to={rechargePaths(clinicType).record} data-testid="recharge-record-link">
          <UnorderedListOutlined aria-hidden /> {t('ui.rechargeRecord')}
        </Link>
      </h2>
      {records.isError ? (
        <p className="recharge-form__hint">{errorText(records.error, timeZone)}</p>
      ) : records.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<span data-testid="recharge-latest-empty">{t('ui.noRechargesYet')}</span>}
        />
      ) : (
        <RechargeRecordTable records={items} timeZone={timeZone} />
      )}
    </section>
  );
}

/**
 * /recharge/{out|in}/homepage: the patient's card of this type with its balance and the way to top it up, the
 * hospital's rules in plain words, the current stay of an inpatient, and the latest top-ups.
 */
export function RechargeHome(props: RechargeHomeProps) {
  const { t } = useTranslation();
  const { hosId, patientId, clinicType, timeZone } = props;
  const overview = useRechargeOverview(hosId, patientId, clinicType);

  if (overview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (overview.isError)
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="recharge-error">{errorText(overview.error, timeZone)}</span>
        }
      />
    );
  const { card, rules, stay } = overview.data;
  const topUp = (
    <LinkButton
      to={rechargePaths(clinicType).topUp}
      data-testid="recharge-top-up-link"
      type="primary"
      size="large"
      icon={<PlusCircleOutlined />}
    >
      {t('ui.topUp')}
    </LinkButton>
  );
  return (
    <div className="recharge-home" data-testid="recharge-home">
      {card ? (
        <CardSummary card={card} clinicType={clinicType} action={topUp} />
      ) : (
        <section className="recharge-panel">
          <CardNotBound clinicType={clinicType} />
        </section>
      )}
      <RulesSummary rules={rules} />
      {stay ? (
        <div className="recharge-home__wide">
          <StaySummary stay={stay} />
        </div>
      ) : null}
      <LatestRecharges {...props} />
    </div>
  );
}
