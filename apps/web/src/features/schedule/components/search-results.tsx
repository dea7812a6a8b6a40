import { Empty, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useDoctorSearch } from '../api/schedule-queries.ts';
import { doctorPath, storeChosenDoctor } from '../utils/chosen-doctor.ts';

/** /appointment/search results: matching doctors (→ doctor page) and departments (→ department page, filtered). */
export function SearchResults({ hosId, dynamic, businessType, areaId }: { hosId: string; dynamic: string; businessType: string; areaId: string }) {
  const { t } = useTranslation();
  const search = useDoctorSearch(hosId, dynamic, businessType);
  if (!dynamic.trim()) return <Empty className="page-empty" description={t('SEARCH018')} />;
  if (search.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (search.isError) return <Empty className="page-empty" description={errorText(search.error)} />;
  const { doctors, departments } = search.data;
  if (doctors.length === 0 && departments.length === 0) return <Empty className="page-empty" description={<span data-testid="search-empty">{t('C002')}</span>} />;

  return (
    <div className="search-results">
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
                  to={doctorPath(d.doctorId, d.deptId)}
                  onClick={() => storeChosenDoctor({ doctorId: d.doctorId, doctorName: d.doctorName, doctorTitle: d.doctorTitle, deptId: d.deptId, deptName: d.deptName, businessType, areaId })}
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
                <Link to={`${PATHS.depart}?${new URLSearchParams(businessType ? { deptId: d.deptId, businessType } : { deptId: d.deptId }).toString()}`}>
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
