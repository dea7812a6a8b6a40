import { CheckCircleFilled, MedicineBoxOutlined } from '@ant-design/icons';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HospitalSummary, HosId } from '@portal/shared';
import { useHospitals } from '../api/get-hospitals.ts';

interface HospitalListProps {
  currentHosId: HosId | null;
  onChoose: (hospital: HospitalSummary) => void;
}

/** The chooser: every enabled hospital as a card (logo and name); a click selects it. */
export function HospitalList({ currentHosId, onChoose }: HospitalListProps) {
  const { t } = useTranslation();
  const hospitals = useHospitals();

  if (hospitals.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (hospitals.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('ui.loadFailed')}
        description={hospitals.error.message}
      />
    );
  if (hospitals.data.length === 0) return <Empty description={t('C002')} />;

  return (
    <ul className="hospital-list">
      {hospitals.data.map((h) => {
        const current = h.hosId === currentHosId;
        return (
          <li key={h.hosId}>
            <button
              type="button"
              className={`hospital-card${current ? ' hospital-card--current' : ''}`}
              data-testid={`hospital-card-${h.hosId}`}
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(h)}
            >
              <span className="hospital-card__logo">
                {h.logo ? (
                  <img src={h.logo} alt="" width={72} height={72} />
                ) : (
                  <MedicineBoxOutlined aria-hidden />
                )}
              </span>
              <span className="hospital-card__name">{h.hosName}</span>
              {current ? (
                <span className="hospital-card__current">
                  <CheckCircleFilled aria-hidden /> {t('ui.currentHospital')}
                </span>
              ) : (
                <span className="hospital-card__cta">{t('ui.enterHospital')}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
