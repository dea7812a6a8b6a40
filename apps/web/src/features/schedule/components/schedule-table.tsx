import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Tag } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageSlice, type ScheduleDoctor, type HosId } from '@portal/shared';
import type { DateColumn, ScheduleRow, ScheduleTable as Table } from '../utils/schedule-table.ts';
import { DoctorPopover } from './doctor-popover.tsx';

interface ScheduleTableProps {
  hosId: HosId;
  table: Table;
  daysPerPage: number;
  /** Previous/next-week buttons; off where there is only one day to show (same-day registration). */
  paging?: boolean;
  /** The page shown (0-based), owned by the caller so the URL can keep it. */
  page: number;
  onPage: (page: number) => void;
  onDoctor: (doctor: ScheduleDoctor, row: ScheduleRow) => void;
  /** Opens a department's introduction; without it (config showDeptIntroduce off) no department offers one. */
  onIntroduction?: (row: ScheduleRow) => void;
}

function weekdayOf(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The date as a screen reader should say it ("Thursday, 26 November"), in the reader's language. */
function spokenDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function DateHeader({ column, lang }: { column: DateColumn; lang: string }) {
  if (!column) return <th className="schedule-table__date schedule-table__date--pad" aria-hidden />;
  return (
    <th className="schedule-table__date" data-testid={`schedule-date-${column.date}`} scope="col">
      <span className="schedule-table__day">{column.date.slice(5)}</span>
      <span className="schedule-table__weekday">{weekdayOf(column.date, lang)}</span>
    </th>
  );
}

function DoctorEntry({
  hosId,
  doctor,
  row,
  date,
  onDoctor,
}: {
  hosId: HosId;
  doctor: ScheduleDoctor;
  row: ScheduleRow;
  date: string;
  onDoctor: ScheduleTableProps['onDoctor'];
}) {
  const { t, i18n } = useTranslation();
  const stopped = doctor.isStop === '1';
  // A started session is closed, not full (shared numberBookable, server side).
  const availability = stopped
    ? t('ui.stopped')
    : doctor.leftNum > 0
      ? t('ui.leftNum', { count: doctor.leftNum })
      : doctor.closedReason === 'APPOINT060'
        ? t('APPOINT062')
        : t('ui.full');
  // A link reached by Tab is heard out of the table, so it says the whole cell: doctor, period, date, numbers.
  const spoken = [
    doctor.doctorName,
    row.noon.caption,
    spokenDate(date, i18n.language),
    availability,
  ].join(', ');
  return (
    <li className="schedule-doctor">
      <DoctorPopover
        hosId={hosId}
        doctorId={doctor.doctorId}
        deptId={doctor.deptId}
        fallback={{ ...doctor, deptName: row.deptName }}
      >
        <a
          href={`/appointment/doctor?doctorId=${encodeURIComponent(doctor.doctorId)}&deptId=${encodeURIComponent(doctor.deptId)}`}
          className={
            stopped
              ? 'schedule-doctor__link schedule-doctor__link--stopped'
              : 'schedule-doctor__link'
          }
          data-testid={`doctor-link-${doctor.doctorId}`}
          aria-label={spoken}
          onClick={(e) => {
            e.preventDefault();
            onDoctor(doctor, row);
          }}
        >
          {doctor.doctorName}
        </a>
      </DoctorPopover>
      {stopped ? (
        <Tag color="default" data-testid="stopped-tag">
          {availability}
        </Tag>
      ) : (
        <span
          className={
            doctor.leftNum > 0
              ? 'schedule-doctor__left'
              : 'schedule-doctor__left schedule-doctor__left--full'
          }
          data-closed={doctor.closedReason ? 'true' : undefined}
        >
          {availability}
        </span>
      )}
    </li>
  );
}

/**
 * Schedule table: department, time period and one column per date with its weekday, a page of
 * `daysPerPage` dates at a time with previous-week / next-week buttons.
 */
export function ScheduleTable({
  hosId,
  table,
  daysPerPage,
  paging = true,
  page,
  onPage,
  onDoctor,
  onIntroduction,
}: ScheduleTableProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, pageCount(table.columns.length, daysPerPage));
  const current = Math.min(page, pages - 1);
  const columns = pageSlice(table.columns, current, daysPerPage);
  const offset = current * Math.max(1, daysPerPage);
  // A paging button that turns disabled (the last week reached) would drop keyboard focus to the document: the other
  // paging button takes it instead.
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const handOffTo = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    handOffTo.current?.current?.focus();
    handOffTo.current = null;
  }, [current]);
  const goTo = (
    next: number,
    other: RefObject<HTMLButtonElement | null>,
    lastInThatDirection: boolean,
  ) => {
    if (lastInThatDirection) handOffTo.current = other;
    onPage(next);
  };

  if (table.rows.length === 0)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="schedule-empty">{t('ui.noScheduleYet')}</span>}
      />
    );

  return (
    <div className="schedule">
      {paging ? (
        <div className="schedule__paging">
          <Button
            ref={prevButton}
            icon={<LeftOutlined />}
            disabled={current === 0}
            onClick={() => goTo(current - 1, nextButton, current - 1 === 0)}
            data-testid="prev-week"
          >
            {t('ui.previousWeek')}
          </Button>
          <Button
            ref={nextButton}
            disabled={current >= pages - 1}
            onClick={() => goTo(current + 1, prevButton, current + 1 >= pages - 1)}
            data-testid="next-week"
          >
            {t('ui.nextWeek')} <RightOutlined />
          </Button>
        </div>
      ) : null}
      <div className="schedule__scroll">
        <table className="schedule-table" data-testid="schedule-table">
          <caption className="visually-hidden">{t('ui.scheduleCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="schedule-table__dept">
                {t('ui.department')}
              </th>
              <th scope="col" className="schedule-table__noon">
                {t('ui.timePeriod')}
              </th>
              {columns.map((col, i) => (
                <DateHeader key={col?.date ?? `pad-${i}`} column={col} lang={i18n.language} />
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={`${row.deptId}/${row.noon.noonCode}`}>
                {row.deptRowSpan > 0 ? (
                  <th scope="row" rowSpan={row.deptRowSpan} className="schedule-table__dept">
                    <span className="schedule-table__dept-name">{row.deptName}</span>
                    {onIntroduction ? (
                      <Button
                        type="link"
                        size="small"
                        data-testid="view-introduction"
                        onClick={() => onIntroduction(row)}
                      >
                        {t('ui.viewIntroduction')}
                      </Button>
                    ) : null}
                  </th>
                ) : null}
                <th scope="row" className="schedule-table__noon">
                  {row.noon.caption}
                </th>
                {columns.map((col, i) => {
                  const doctors = row.cells[offset + i] ?? [];
                  return (
                    <td
                      key={col?.date ?? `pad-${i}`}
                      className={
                        col
                          ? 'schedule-table__cell'
                          : 'schedule-table__cell schedule-table__cell--pad'
                      }
                      // Shown beside the doctors where a narrow window lists the week instead of tabling it (reflow.css).
                      data-day={
                        col
                          ? `${col.date.slice(5)} ${weekdayOf(col.date, i18n.language)}`
                          : undefined
                      }
                    >
                      {col && doctors.length > 0 ? (
                        <ul className="schedule-table__doctors">
                          {doctors.map((d) => (
                            <DoctorEntry
                              key={d.scheduleId}
                              hosId={hosId}
                              doctor={d}
                              row={row}
                              date={col.date}
                              onDoctor={onDoctor}
                            />
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
