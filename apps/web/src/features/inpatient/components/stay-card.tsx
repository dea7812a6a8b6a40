import { Alert, Button, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StayCard } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';

/**
 * The inpatient card of a stay: ward, bed, admission day, attending doctor, the deposit and
 * the costs so far, and the HOSPITALIZED low-deposit warning with the way to top it up.
 */
export function StayCardView({ stay }: { stay: StayCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section data-testid="stay-card" aria-label={t('ui.inpatientCard')}>
      {stay.lowDeposit && (
        <Alert
          type="warning"
          showIcon
          data-testid="low-deposit-warning"
          title={t('ui.lowDepositWarning', {
            remaining: formatFen(stay.remaining),
            threshold: formatFen(stay.lowDepositThreshold),
          })}
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => navigate('/recharge/in/homepage/recharge')}
            >
              {t('ui.topUpDeposit')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        title={
          <>
            {stay.patientName} <Tag data-testid="stay-state">{t(`ui.stayState_${stay.state}`)}</Tag>
          </>
        }
      >
        <Descriptions.Item label={t('ui.stayCardNo')}>{stay.cardNoMasked}</Descriptions.Item>
        <Descriptions.Item label={t('ui.stayDept')}>{stay.deptName}</Descriptions.Item>
        <Descriptions.Item label={t('ui.stayWard')}>
          <span data-testid="stay-ward">{stay.ward}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.stayBed')}>{stay.bed}</Descriptions.Item>
        <Descriptions.Item label={t('ui.stayAdmittedOn')}>{stay.admittedOn}</Descriptions.Item>
        <Descriptions.Item label={t('ui.stayDoctor')}>{stay.doctorName}</Descriptions.Item>
        {stay.dischargedOn && (
          <Descriptions.Item label={t('ui.stayDischargedOn')}>
            {stay.dischargedOn}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('ui.depositBalance')}>
          <span className="inpatient-money" data-testid="stay-deposit">
            {formatFen(stay.deposit)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.costsSoFar')}>
          <span className="inpatient-money" data-testid="stay-costs">
            {formatFen(stay.costs)}
          </span>
        </Descriptions.Item>
        {stay.state !== 'settled' && (
          <Descriptions.Item label={t('ui.depositRemaining')}>
            <span className="inpatient-money">{formatFen(stay.remaining)}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </section>
  );
}
