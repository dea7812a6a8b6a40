import '../../../components/print-sheet/print-sheet.css';
import '../pathology.css';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, PathologyDetail, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { usePathology } from '../api/pathology-queries.ts';
import { SpecimenTypeTag } from './pathology-table.tsx';
import { BackToList, PrintButton } from '../../../components/query-list/back-and-print.tsx';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';
import { SheetHead, sheetFacts } from '../../../components/print-sheet/sheet-head.tsx';

interface PathologyDetailViewProps {
  hosId: HosId;
  pathologyId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

function Section({
  id,
  title,
  text,
  highlight,
}: {
  id: string;
  title: string;
  text: string;
  highlight?: boolean;
}) {
  if (!text) return null;
  return (
    <section
      className={`sheet-text__part${highlight ? ' sheet-text__part--key' : ''}`}
      data-testid={`pathology-${id}`}
    >
      <h3 className="sheet-text__title">{title}</h3>
      <p className="sheet-text__body">{text}</p>
    </section>
  );
}

function Facts({
  result,
  timeZone,
  hospitalName,
}: {
  result: PathologyDetail;
  timeZone: string;
  hospitalName?: string;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, timeZone, i18n.language as Language) : '—';
  const fact = sheetFacts('pathology-fact');
  return (
    <SheetHead
      hospitalName={hospitalName}
      title={t('ui.pathologyReport')}
      titleTestId="pathology-title"
      column={2}
      facts={[
        fact('patient', t('ui.patient'), result.patientName),
        fact('no', t('ui.pathologyNo'), result.pathologyNo),
        fact(
          'specimen',
          t('ui.specimen'),
          <>
            {result.specimen} <SpecimenTypeTag type={result.specimenType} />
          </>,
        ),
        fact('dept', t('ui.department'), result.deptName),
        fact('doctor', t('ui.doctor'), result.doctorName),
        fact('received', t('ui.specimenReceivedAt'), when(result.receivedAt)),
        fact('reported', t('ui.reportedAt'), when(result.reportedAt)),
      ]}
    />
  );
}

/**
 * /query/pathology/detail?pathologyId=: the pathology report as it is printed — facts, gross and microscopic
 * description, immunohistochemistry where stains were run, then the diagnosis and conclusion; print-sheet.css prints
 * only the sheet.
 */
export function PathologyDetailView({
  hosId,
  pathologyId,
  timeZone,
  hospitalName,
  backTo,
}: PathologyDetailViewProps) {
  const { t } = useTranslation();
  return (
    <QueryDetail
      query={usePathology(hosId, pathologyId)}
      errorTestId="pathology-error"
      timeZone={timeZone}
      rows={10}
    >
      {(r) => (
        <div className="pathology-detail">
          <Space wrap className="pathology-actions print-hidden">
            <BackToList to={backTo} label={t('ui.backToPathology')} testId="pathology-back" />
            <PrintButton testId="pathology-print" />
          </Space>
          <article className="pathology-sheet print-sheet" data-testid="pathology-sheet">
            <Facts result={r} timeZone={timeZone} hospitalName={hospitalName} />
            <div className="sheet-text">
              <Section id="gross" title={t('ui.grossDescription')} text={r.grossDescription} />
              <Section
                id="microscopic"
                title={t('ui.microscopicDescription')}
                text={r.microscopicDescription}
              />
              {r.markers.length > 0 ? (
                <section className="sheet-text__part" data-testid="pathology-markers">
                  <h3 className="sheet-text__title">{t('ui.immunohistochemistry')}</h3>
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="name"
                    dataSource={r.markers}
                    columns={[
                      {
                        key: 'name',
                        title: t('ui.marker'),
                        dataIndex: 'name',
                        className: 'pathology-marker__name',
                      },
                      { key: 'result', title: t('ui.markerResult'), dataIndex: 'result' },
                    ]}
                  />
                </section>
              ) : null}
              <Section
                id="diagnosis"
                title={t('ui.pathologyDiagnosis')}
                text={r.diagnosis}
                highlight
              />
              <Section id="conclusion" title={t('ui.pathologyConclusion')} text={r.conclusion} />
            </div>
          </article>
        </div>
      )}
    </QueryDetail>
  );
}
