import type { HosId } from '@portal/shared';
import { Button, Empty, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import { BOOKING_PARAMS, withParams } from '../../../lib/booking-params.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useDoctorSearch } from '../api/schedule-queries.ts';
import { doctorPath, storeChosenDoctor } from '../utils/chosen-doctor.ts';

interface SearchResultsProps {
  hosId: HosId;
  dynamic: string;
  businessType: string;
  areaId: string;
  /** The clinic type searched, by name; null when the search covered every type. */
  typeTitle: string | null;
  /** Repeats the search over every clinic type (offered when a one-type search finds nothing). */
  onSearchAll: () => void;
  sameDay?: boolean;
}

/** Says which clinic type was searched: a patient who finds nothing should know the search was narrowed. */
function SearchScope({ typeTitle }: { typeTitle: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="search-results__scope" data-testid="search-scope">
      {typeTitle ? t('ui.searchedType', { type: typeTitle }) : t('ui.searchedAllTypes')}
    </p>
  );
}

/** /appointment/search results: matching doctors (→ doctor page) and departments (→ department page, filtered). */
export function SearchResults({
  hosId,
  dynamic,
  businessType,
  areaId,
  typeTitle,
  onSearchAll,
  sameDay = false,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const search = useDoctorSearch(hosId, dynamic, businessType);
  if (!dynamic.trim()) return <Empty className="page-empty" description={t('SEARCH018')} />;
  if (search.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (search.isError) return <Empty className="page-empty" description={errorText(search.error)} />;
  const { doctors, departments } = search.data;
  if (doctors.length === 0 && departments.length === 0) {
    return (
      <div className="search-results">
        <SearchScope typeTitle={typeTitle} />
        <Empty
          className="page-empty"
          description={
            <span data-testid="search-empty">
              {typeTitle ? t('ui.nothingFoundInType', { type: typeTitle }) : t('C002')}
            </span>
          }
        >
          {typeTitle ? (
            <Button type="primary" data-testid="search-all-types" onClick={onSearchAll}>
              {t('ui.searchAllTypes')}
            </Button>
          ) : null}
        </Empty>
      </div>
    );
  }

  return (
    <div className="search-results">
      <SearchScope typeTitle={typeTitle} />
      {doctors.length > 0 ? (
        <section>
          <h3 className="search-results__heading">{t('ui.doctors')}</h3>
          <List
            dataSource={doctors}
            rowKey={(d) => `${d.doctorId}/${d.deptId}`}
            renderItem={(d) => (
              <List.Item data-testid={`search-result-doctor-${d.doctorId}`}>
                <Link
                  className="search-results__doctor"
                  to={doctorPath(d.doctorId, d.deptId, { sameDay })}
                  onClick={() =>
                    storeChosenDoctor({
                      doctorId: d.doctorId,
                      doctorName: d.doctorName,
                      doctorTitle: d.doctorTitle,
                      deptId: d.deptId,
                      deptName: d.deptName,
                      businessType,
                      areaId,
                    })
                  }
                >
                  <DoctorPhoto src={d.doctorPicture} alt={d.doctorName} width={56} shape="circle" />
                  <span className="search-results__text">
                    <strong>{d.doctorName}</strong> {d.doctorTitle} · {d.deptName}
                    <span className="search-results__skill">
                      {t('ui.specialty')}: {d.doctorSkill?.trim() || t('ui.noneYet')}
                    </span>
                  </span>
                </Link>
              </List.Item>
            )}
          />
        </section>
      ) : null}
      {departments.length > 0 ? (
        <section>
          <h3 className="search-results__heading">{t('ui.departments')}</h3>
          <List
            dataSource={departments}
            rowKey="deptId"
            renderItem={(d) => (
              <List.Item data-testid={`search-result-dept-${d.deptId}`}>
                <Link
                  to={withParams(PATHS.depart, {
                    areaId: areaId || null,
                    deptId: d.deptId,
                    businessType,
                    [BOOKING_PARAMS.isToday]: sameDay ? '1' : null,
                  })}
                >
                  {d.parentName ? `${d.parentName} / ` : ''}
                  {d.deptName}
                </Link>
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </div>
  );
}
