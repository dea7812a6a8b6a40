import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeOverview } from '@portal/shared';

/** The inpatient's current stay (clinic type 2), as the hospital's information system reports it. */
export function StaySummary({ stay }: { stay: NonNullable<RechargeOverview['stay']> }) {
  const { t } = useTranslation();
  return (
    <section className="recharge-panel" data-testid="recharge-stay">
      <h2 className="recharge-panel__title">{t('ui.currentStay')}</h2>
      <Descriptions
        className="recharge-stay"
        column={2}
        size="small"
        items={[
          { key: 'dept', label: t('ui.department'), children: stay.deptName },
          {
            key: 'ward',
            label: t('ui.ward'),
            children: <span data-testid="stay-ward">{stay.ward}</span>,
          },
          {
            key: 'bed',
            label: t('ui.bed'),
            children: <span data-testid="stay-bed">{stay.bed}</span>,
          },
          { key: 'admitted', label: t('ui.admittedOn'), children: stay.admittedOn },
          { key: 'doctor', label: t('ui.doctor'), children: stay.doctorName },
        ]}
      />
    </section>
  );
}
