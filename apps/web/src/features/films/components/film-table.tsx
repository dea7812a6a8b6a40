import { Table, Tag, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FilmStudySummary, Language } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { filmStudyPath, type FromFilmListState } from '../utils/film-paths.ts';

interface FilmTableProps {
  studies: FilmStudySummary[];
  timeZone: string;
  pagination: TableProps<FilmStudySummary>['pagination'];
  loading?: boolean;
}

/** Studies with modality, body part, department, doctor, images and date (hospital zone); a row opens the study. */
export function FilmTable({ studies, timeZone, pagination, loading }: FilmTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state: FromFilmListState = { listSearch: useLocation().search };
  return (
    <Table<FilmStudySummary>
      data-testid="films"
      rowKey="studyId"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={studies}
      onRow={(s) =>
        ({
          'data-testid': `film-${s.studyId}`,
          className: 'film-list__row',
          onClick: () => void navigate(filmStudyPath(s.studyId), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
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
              <Link
                to={filmStudyPath(s.studyId)}
                state={state}
                data-testid="film-link"
                onClick={(e) => e.stopPropagation()}
              >
                {s.title}
              </Link>
            </span>
          ),
        },
        {
          key: 'part',
          title: t('ui.filmBodyPart'),
          dataIndex: 'bodyPart',
          className: 'film-list__nowrap',
        },
        {
          key: 'dept',
          title: t('ui.department'),
          dataIndex: 'deptName',
          className: 'film-list__nowrap',
        },
        {
          key: 'doctor',
          title: t('ui.doctor'),
          dataIndex: 'doctorName',
          className: 'film-list__nowrap',
        },
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
