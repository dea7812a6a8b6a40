import type { HosId } from '@portal/shared';
import '../inpatient.css';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useInpatientHome } from '../api/get-inpatient.ts';
import { INPATIENT_PATHS, inpatientLinks, withStay } from '../utils/inpatient-paths.ts';
import { StayCardView } from './stay-card.tsx';

/**
 * /inpatient/homepage: the current patient's inpatient card (the current stay), the admission notices to complete,
 * past stays, and every inpatient function (docs/inpatient.md).
 */
export function InpatientHome({
  hosId,
  patientId,
  timeZone,
}: {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useInpatientHome(hosId, patientId);
  if (home.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (home.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="inpatient-error">{errorText(home.error, timeZone)}</span>}
      />
    );
  const { current, past, notices } = home.data;
  return (
    <div className="inpatient-page" data-testid="inpatient-home">
      {notices.length > 0 && (
        <Card size="small" title={t('ui.admissionNotices')} data-testid="admission-notices">
          <ul className="inpatient-list">
            {notices.map((n) => (
              <li key={n.noticeId}>
                {t('ui.admissionNoticeLine', {
                  dept: n.deptName,
                  ward: n.ward,
                  doctor: n.doctorName,
                  date: n.arriveOn,
                })}{' '}
                {/* A button that navigates, not a button inside a link: one interactive control (axe nested-interactive). */}
                <Button
                  size="small"
                  type="primary"
                  data-testid={`complete-admission-${n.noticeId}`}
                  onClick={() =>
                    navigate(
                      `${INPATIENT_PATHS.selfAdmission}?notice=${encodeURIComponent(n.noticeId)}`,
                    )
                  }
                >
                  {t('ui.completeAdmission')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card size="small" title={t('ui.currentStay')}>
        {current ? (
          <StayCardView stay={current} />
        ) : (
          <Empty description={<span data-testid="no-current-stay">{t('ui.noCurrentStay')}</span>} />
        )}
      </Card>
      <Card size="small" title={t('ui.inpatientFunctions')}>
        <ul className="inpatient-links" data-testid="inpatient-links">
          {inpatientLinks(current?.stayId ?? null).map((l) => (
            <li key={l.slug}>
              <Link to={l.to} data-testid={`inpatient-link-${l.slug}`}>
                {t(l.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card size="small" title={t('ui.pastStays')}>
        {past.length === 0 ? (
          <span>{t('ui.noPastStays')}</span>
        ) : (
          <ul className="inpatient-list" data-testid="past-stays">
            {past.map((s) => (
              <li key={s.stayId}>
                {s.admittedOn} – {s.dischargedOn ?? ''} · {s.deptName} · {s.ward} · {s.doctorName}{' '}
                <Link to={withStay(INPATIENT_PATHS.settleForm, s.stayId)}>
                  {t('ui.medicalSettleForm')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
