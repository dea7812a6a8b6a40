import type { HospitalConfig, HosId } from '@portal/shared';
import '../choose-doctor.css';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useChooseDoctors } from '../api/get-choose-doctors.ts';
import { FILTER_PARAMS } from '../utils/doctor-link.ts';
import { ChooseDoctorCard } from './choose-doctor-card.tsx';

/**
 * 'Choose doctor' (the root route where pcEntranceArea is off): the hospital's bookable doctors grouped by
 * department, filtered by department and title (kept in the URL's search params), each with its next sessions.
 */
export function ChooseDoctor({
  hosId,
  famousExpertMode = 'DEFAULT',
}: {
  hosId: HosId;
  /** Where a well-known expert's session leads (config famousExpertMode). */
  famousExpertMode?: HospitalConfig['famousExpertMode'];
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = {
    deptId: params.get(FILTER_PARAMS.deptId) ?? '',
    title: params.get(FILTER_PARAMS.title) ?? '',
  };
  const query = useChooseDoctors(hosId, filters);
  const setFilter = (key: keyof typeof FILTER_PARAMS, value: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(FILTER_PARAMS[key], value);
        else next.delete(FILTER_PARAMS[key]);
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <Empty className="page-empty" description={errorText(query.error)} />;
  const { departments, titles, groups } = query.data;

  return (
    <div className="choose-doctor">
      <div className="choose-doctor__filters">
        <Select
          className="choose-doctor__filter"
          data-testid="choose-doctor-dept"
          aria-label={t('ui.department')}
          value={filters.deptId || ''}
          onChange={(v: string) => setFilter('deptId', v)}
          options={[
            { value: '', label: t('ui.allDepartments') },
            ...departments.map((d) => ({ value: d.deptId, label: d.deptName })),
          ]}
        />
        <Select
          className="choose-doctor__filter"
          data-testid="choose-doctor-title"
          aria-label={t('ui.doctorTitle')}
          value={filters.title || ''}
          onChange={(v: string) => setFilter('title', v)}
          options={[
            { value: '', label: t('ui.allTitles') },
            ...titles.map((title) => ({ value: title, label: title })),
          ]}
        />
      </div>
      {groups.length === 0 ? (
        <Empty
          className="page-empty"
          description={<span data-testid="choose-doctor-empty">{t('ui.noScheduleYet')}</span>}
        />
      ) : (
        groups.map((g) => (
          <section
            key={g.deptId}
            className="choose-doctor__group"
            data-testid={`choose-dept-${g.deptId}`}
          >
            <h3 className="choose-doctor__dept">{g.deptName}</h3>
            <div className="choose-doctor__cards">
              {g.doctors.map((d) => (
                <ChooseDoctorCard
                  key={d.doctorId}
                  doctor={d}
                  deptId={g.deptId}
                  famousExpertMode={famousExpertMode}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
