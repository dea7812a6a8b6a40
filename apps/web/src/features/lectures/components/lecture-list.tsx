import '../lectures.css';
import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import type { LectureKind, HosId } from '@portal/shared';
import { SearchBox } from '../../../components/search-box/search-box.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { LECTURE_PAGE_SIZE, useLectureCategories, useLectures } from '../api/get-lectures.ts';
import { readLectureParams, withLectureParams } from '../utils/lecture-params.ts';
import { LectureCard } from './lecture-card.tsx';

const ALL = '';

/** /lecture/homepage and its children: all lectures, the articles, the videos. */
export const LECTURE_SECTIONS = [
  { kind: undefined, to: '/lecture/homepage', labelKey: 'ui.lectureAll' },
  { kind: 'article', to: '/lecture/homepage/article', labelKey: 'ui.lectureArticles' },
  { kind: 'video', to: '/lecture/homepage/video', labelKey: 'ui.lectureVideos' },
] as const;

/** The sections offered: all lectures, then one per kind the hospital publishes (config lectureTypes). */
export const lectureSections = (published: readonly string[]) =>
  LECTURE_SECTIONS.filter((s) => s.kind === undefined || published.includes(s.kind));

/**
 * The hospital's lectures of one kind (or all) — sections, a search box, the categories as tabs and a
 * page of cards (paged by the server). The search lives in the URL so back, reload and a shared link keep it.
 */
export function LectureList({
  hosId,
  kind,
  published = [],
  timeZone,
}: {
  hosId: HosId;
  kind?: LectureKind;
  /** The kinds the hospital publishes (config lectureTypes; none while it loads): only these get a section. */
  published?: readonly string[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readLectureParams(params);
  const lectures = useLectures(hosId, kind, filter);
  const categories = useLectureCategories(hosId, kind);
  const onSearch = useCallback(
    (text: string) =>
      setParams((p) => withLectureParams(p, { text, page: null }), { replace: true }),
    [setParams],
  );

  const tabs = [
    {
      key: ALL,
      label: <span data-testid="lecture-category-all">{t('ui.lectureAllCategories')}</span>,
    },
    ...(categories.data ?? []).map((c) => ({
      key: c.categoryId,
      label: (
        <span data-testid={`lecture-category-${c.categoryId}`}>
          {c.name} ({c.count})
        </span>
      ),
    })),
  ];

  let body;
  if (lectures.isError) {
    body = (
      <Empty
        className="page-empty"
        description={<span data-testid="lectures-error">{errorText(lectures.error)}</span>}
      />
    );
  } else if (!lectures.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (lectures.data.items.length === 0) {
    body = (
      <Empty
        className="page-empty"
        description={
          <span data-testid="lectures-empty">
            {t(filter.text ? 'ui.lectureNoneMatch' : 'ui.lectureNone', { text: filter.text })}
          </span>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="lecture-list__items" aria-busy={lectures.isFetching}>
          {lectures.data.items.map((l) => (
            <LectureCard key={l.lectureId} lecture={l} timeZone={timeZone} />
          ))}
        </ul>
        <Pagination
          className="lecture-list__pages"
          current={filter.page}
          pageSize={lectures.data.pageSize || LECTURE_PAGE_SIZE}
          total={lectures.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          showTotal={(total) => (
            <span data-testid="lectures-total">{t('ui.lectureTotal', { count: total })}</span>
          )}
          onChange={(page) =>
            setParams(withLectureParams(params, { page: page === 1 ? null : String(page) }), {
              replace: true,
            })
          }
        />
      </>
    );
  }

  return (
    <div className="lecture-list">
      <nav className="lecture-list__sections" aria-label={t('ui.healthLecture')}>
        {lectureSections(published).map((s) => (
          <NavLink
            key={s.to}
            to={s.to}
            end
            className="lecture-list__section"
            data-testid={`lecture-section-${s.kind ?? 'all'}`}
          >
            {t(s.labelKey)}
          </NavLink>
        ))}
      </nav>
      <SearchBox
        className="lecture-search"
        testId="lecture-search"
        placeholder={t('ui.lectureSearchPlaceholder')}
        maxLength={50}
        value={filter.text}
        onSearch={onSearch}
      />
      <Tabs
        className="lecture-list__categories"
        activeKey={filter.category}
        items={tabs}
        onChange={(key) =>
          setParams(withLectureParams(params, { category: key, page: null }), { replace: true })
        }
      />
      {body}
    </div>
  );
}
