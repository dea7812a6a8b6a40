import '../visit-timeline.css';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRecordDetail } from '@portal/shared';
import { RecordTags } from '../../../components/visit/record-tags.tsx';
import { ArrivalNote } from '../../../components/visit/arrival-note.tsx';
import { visitWhen } from '../../../components/visit/visit-items.tsx';
import { groupVisits } from '../utils/timeline.ts';

interface VisitTimelineProps {
  records: readonly AppointmentRecordDetail[];
  /** The hospital's date: visits from it on are upcoming. */
  today: string;
  /** hosState-4 prompt: shown on a record when the hospital's config asks for it. */
  cancelledPrompt: (record: AppointmentRecordDetail) => boolean;
  /** The record page's actions for one booking (pay, cancel, details), composed by the route. */
  renderActions: (record: AppointmentRecordDetail) => ReactNode;
}

function VisitEntry({
  record: r,
  prompt,
  actions,
}: {
  record: AppointmentRecordDetail;
  prompt: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="visit-timeline__entry"
      data-testid={`timeline-entry-${r.appointId}`}
      data-patient={r.patientId}
    >
      <div className="visit-timeline__head">
        <span className="visit-timeline__when">{visitWhen(t, r)}</span>
        <RecordTags record={r} />
      </div>
      <div className="visit-timeline__body">
        <span data-testid="timeline-patient">
          {t('ui.patient')}: {r.patientName}
        </span>
        <span>
          {t('ui.department')}: {r.deptName}
        </span>
        <span>
          {t('ui.doctor')}: {r.doctorName} {r.doctorTitle}
        </span>
      </div>
      {prompt ? (
        <p className="visit-timeline__prompt" data-testid="record-cancelled-prompt">
          {t('ui.scheduleCancelledInvalid')}
        </p>
      ) : null}
      <ArrivalNote record={r} className="visit-timeline__arrival" />
      {actions}
    </li>
  );
}

/**
 * /appointment/multiple/record: the visits of all the account's linked patients in one timeline,
 * upcoming (soonest first) above past (newest first), each with the record page's actions.
 */
export function VisitTimeline({
  records,
  today,
  cancelledPrompt,
  renderActions,
}: VisitTimelineProps) {
  const { t } = useTranslation();
  if (records.length === 0)
    return <Empty className="page-empty" description={t('C002')} data-testid="timeline-empty" />;
  const groups = groupVisits(records, today);
  const section = (key: 'upcoming' | 'past', title: string, list: AppointmentRecordDetail[]) =>
    list.length === 0 ? null : (
      <section className="visit-timeline__group" data-testid={`timeline-${key}`}>
        <h2 className="visit-timeline__title">{title}</h2>
        <ol className="visit-timeline__list">
          {list.map((r) => (
            <VisitEntry
              key={r.appointId}
              record={r}
              prompt={cancelledPrompt(r)}
              actions={renderActions(r)}
            />
          ))}
        </ol>
      </section>
    );
  return (
    <div className="visit-timeline" data-testid="visit-timeline">
      {section('upcoming', t('ui.upcomingVisits'), groups.upcoming)}
      {section('past', t('ui.pastVisits'), groups.past)}
    </div>
  );
}
