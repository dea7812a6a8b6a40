import '../../../components/print-sheet/print-sheet.css';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilmSharedStudy, FilmStudyDetail, Language } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { FilmViewer } from './film-viewer.tsx';
import { sheetFacts } from '../../../components/print-sheet/sheet-head.tsx';

type StudyView = Omit<FilmStudyDetail, 'patientId'> | FilmSharedStudy;

/**
 * A study as the radiology department hands it out: the header facts, the report (findings, then the impression
 * marked out) and the images in the viewer. The owner's page and the shared page show the same sheet.
 */
export function FilmSheet({
  study,
  timeZone,
  extra,
}: {
  study: StudyView;
  timeZone: string;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, timeZone, i18n.language as Language) : '—';
  const fact = sheetFacts('film');
  return (
    <article className="film-sheet" data-testid="film-sheet">
      <h2 className="film-sheet__title">
        <Tag color="blue">{t(`ui.filmModality.${study.modality}`)}</Tag>
        <span data-testid="film-title">{study.title}</span>
      </h2>
      {extra}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          fact('patient', t('ui.patient'), study.patientName),
          fact('accession', t('ui.filmAccessionNo'), study.accessionNo),
          fact('part', t('ui.filmBodyPart'), study.bodyPart),
          fact('studied', t('ui.filmStudyAt'), when(study.studyAt)),
          fact('dept', t('ui.department'), study.deptName),
          fact('doctor', t('ui.doctor'), study.doctorName),
        ]}
      />
      <section className="film-report sheet-text" aria-label={t('ui.filmReport')}>
        <div className="sheet-text__part">
          <h3 className="sheet-text__title">{t('ui.filmFindings')}</h3>
          <p className="sheet-text__body" data-testid="film-findings">
            {study.findings || t('ui.filmNotReported')}
          </p>
        </div>
        <div className="sheet-text__part sheet-text__part--key">
          <h3 className="sheet-text__title">{t('ui.filmImpression')}</h3>
          <p className="sheet-text__body" data-testid="film-impression">
            {study.impression || t('ui.filmNotReported')}
          </p>
        </div>
        {study.radiologist ? (
          <p className="film-report__signed" data-testid="film-signed">
            {t('ui.filmSignedBy', { name: study.radiologist, at: when(study.reportedAt) })}
          </p>
        ) : null}
      </section>
      <FilmViewer series={study.series} />
    </article>
  );
}
