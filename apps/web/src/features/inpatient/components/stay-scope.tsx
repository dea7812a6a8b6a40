import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HosId, InpatientHome, StayCard } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useInpatientHome, useStay } from '../api/get-inpatient.ts';
import { STAY_PARAM } from '../utils/inpatient-paths.ts';

interface StayScopeProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
  /** The stay shown when the address names none, from the patient's stays (null: none to show). */
  fallback: (home: InpatientHome) => string | null;
  children: (stay: StayCard) => ReactNode;
}

/**
 * The stay a page is about — the one the address names, else the fallback among the patient's stays — once it is
 * read; meanwhile a skeleton, and a message where there is no stay or it cannot be read.
 */
export function StayScope({ hosId, patientId, timeZone, fallback, children }: StayScopeProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const home = useInpatientHome(hosId, patientId);
  const asked = params.get(STAY_PARAM);
  const stayId = asked ?? (home.data ? fallback(home.data) : null);
  const stay = useStay(hosId, stayId);
  if (!asked && home.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (stayId === null)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="no-stay">{t('ui.noStay')}</span>}
      />
    );
  if (stay.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (stay.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="stay-error">{errorText(stay.error, timeZone)}</span>}
      />
    );
  return children(stay.data);
}
