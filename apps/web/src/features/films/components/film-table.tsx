import { Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilmStudySummary, Language } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { filmStudyPath } from '../utils/film-paths.ts';
import { deptAndDoctorColumns, QueryTable } from '../../../components/query-list/query-table.tsx';

interface FilmTableProps {
  studies: FilmStudySummary[];
  timeZone: string;
  pagination: TableProps<FilmStudySummary>['pagination'];
  loading?: boolean;
}

/** Studies with modality, body part, department, doctor, images and date (hospital zone); a row opens the study. */
export function FilmTable({ studies, timeZone, pagination, loading }: FilmTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <QueryTable<FilmStudySummary>
      testIds={{ table: 'films', row: 'film' }}
      rowClassName="film-list__row"
      rowKey="studyId"
      rows={studies}
      loading={loading}
      pagination={pagination}
      detailPath={filmStudyPath}
      columns={(detailLink) => [
        {
          key: 'title',
          title: t('ui.filmStudy'),
          render: (_, s) => (
            <span className="film-list__title">
              <Tag
                color="blue"
                data-testid="film-modality-tag"
                title={t(`ui.filmModality.${s.modality}`)}
              >
                {s.modality}
              </Tag>
              {detailLink(s, s.title)}
            </span>
          ),
        },
        {
          key: 'part',
          title: t('ui.filmBodyPart'),
          dataIndex: 'bodyPart',
          className: 'film-list__nowrap',
        },
        ...deptAndDoctorColumns(t, 'film-list__nowrap'),
        {
          key: 'images',
          title: t('ui.filmImages'),
          className: 'film-list__nowrap',
          render: (_, s) => (
            <span data-testid="film-images">
              {t('ui.filmSeriesImages', { series: s.seriesCount, images: s.imageCount })}
            </span>
          ),
        },
        {
          key: 'date',
          title: t('ui.filmStudyAt'),
          className: 'film-list__nowrap',
          render: (_, s) => (
            <span data-testid="film-time">
              {formatDateTime(s.studyAt, timeZone, i18n.language as Language)}
            </span>
          ),
        },
      ]}
    />
  );
}
