import '../waiting-room.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  hospitalToday,
  type Language,
  type ScheduleDoctor,
  type HosId,
} from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useWeekSchedules } from '../api/get-week-schedule.ts';
import { useTicker } from '../hooks/use-ticker.ts';
import { boardPages, buildBoard, pageAt } from '../utils/board.ts';

/** A screen too full for one page shows its pages in turn, this long each. */
export const PAGE_TURN_MS = 15_000;
/** A week: today and the six days after it. */
const WEEK_DAYS = 7;

interface WaitingRoomBoardProps {
  hosId: HosId;
  hosName: string;
  timeZone: string;
  /** The hospital's areas (campuses), at least one (the default area where the hospital has none). */
  areas: readonly { areaId: string; areaName: string }[];
  /** Period rows on one screen page; the route derives it from the screen height. */
  rowsPerPage: number;
}

function DoctorCell({ doctor }: { doctor: ScheduleDoctor }) {
  const { t } = useTranslation();
  let left: string;
  if (doctor.isStop === '1') left = t('ui.stopped');
  else left = doctor.leftNum > 0 ? t('ui.leftNum', { count: doctor.leftNum }) : t('ui.full');
  const open = doctor.isStop !== '1' && doctor.leftNum > 0;
  return (
    <li
      className={`waiting-room__doctor${open ? '' : ' waiting-room__doctor--closed'}`}
      data-testid="waiting-room-doctor"
    >
      <span className="waiting-room__doctor-name">{doctor.doctorName}</span>
      <span className="waiting-room__doctor-left" data-testid="waiting-room-left">
        {left}
      </span>
    </li>
  );
}

/** The clock in the hospital's zone, ticking on its own so the table does not re-render every second. */
function Clock({ timeZone, lang }: { timeZone: string; lang: Language }) {
  useTicker(1_000);
  const now = new Date();
  const text = new Intl.DateTimeFormat(lang, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return (
    <time
      className="waiting-room__clock"
      data-testid="waiting-room-clock"
      dateTime={now.toISOString()}
    >
      {text}
    </time>
  );
}

const weekdayOf = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * /appointment/schedule: the week's schedule for a waiting-room screen — hospital name,
 * date and time, departments with their doctors per day and period and the numbers left. Read-only, in large
 * high-contrast type, refreshing every minute and turning pages when the departments do not fit one screen.
 */
export function WaitingRoomBoard({
  hosId,
  hosName,
  timeZone,
  areas,
  rowsPerPage,
}: WaitingRoomBoardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  // Re-read each page turn, so the week moves on at midnight without a reload.
  const turn = useTicker(PAGE_TURN_MS);
  const start = hospitalToday(new Date(), timeZone);
  const schedule = useWeekSchedules(
    hosId,
    useMemo(() => areas.map((a) => a.areaId), [areas]),
    start,
    addDays(start, WEEK_DAYS - 1),
  );
  const pages = useMemo(() => {
    // The campus is named only where there is more than one.
    const named = areas.length > 1;
    const depts = schedule.data.flatMap(({ areaId, response }) =>
      buildBoard(response, {
        areaId,
        areaName: named ? (areas.find((a) => a.areaId === areaId)?.areaName ?? '') : '',
      }),
    );
    return boardPages(depts, rowsPerPage);
  }, [schedule.data, areas, rowsPerPage]);
  const index = pageAt(turn, pages.length);
  const shown = pages[index] ?? [];
  const dates = schedule.data[0]?.response.dateList ?? [];

  let body;
  if (schedule.isPending) body = null;
  else if (schedule.error && schedule.data.length === 0)
    body = <p className="waiting-room__message">{errorText(schedule.error, timeZone)}</p>;
  else if (shown.length === 0)
    body = (
      <p className="waiting-room__message" data-testid="waiting-room-empty">
        {t('ui.noScheduleYet')}
      </p>
    );
  else {
    body = (
      <table className="waiting-room__table" data-testid="waiting-room-table" data-page={index}>
        <thead>
          <tr>
            <th scope="col">{t('ui.department')}</th>
            <th scope="col">{t('ui.timePeriod')}</th>
            {dates.map((d) => (
              <th
                scope="col"
                key={d.date}
                className={d.date === start ? 'waiting-room__today' : undefined}
              >
                <span className="waiting-room__weekday">{weekdayOf(d.date, lang)}</span>
                <span className="waiting-room__date">{d.date.slice(5)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.flatMap((dept) =>
            dept.periods.map((period, i) => (
              <tr
                key={`${dept.key}/${period.noon.noonCode}`}
                data-testid={i === 0 ? 'waiting-room-dept' : undefined}
              >
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={dept.periods.length} className="waiting-room__dept">
                    {dept.deptName}
                    {dept.areaName ? (
                      <span className="waiting-room__area">{dept.areaName}</span>
                    ) : null}
                  </th>
                ) : null}
                <td className="waiting-room__noon">
                  {t(`ui.noon.${period.noon.noonCode}`, { defaultValue: period.noon.caption })}
                </td>
                {period.days.map((doctors, d) => (
                  <td
                    key={dates[d]?.date ?? d}
                    className={dates[d]?.date === start ? 'waiting-room__today' : undefined}
                    // Shown beside the doctors where a narrow window lists the week (waiting-room.css).
                    data-day={
                      dates[d]
                        ? `${weekdayOf(dates[d].date, lang)} ${dates[d].date.slice(5)}`
                        : undefined
                    }
                  >
                    <ul className="waiting-room__doctors">
                      {doctors.map((doctor) => (
                        <DoctorCell key={doctor.scheduleId} doctor={doctor} />
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    );
  }

  return (
    <main className="waiting-room" data-testid="waiting-room">
      <header className="waiting-room__header">
        <h1 className="waiting-room__hospital" data-testid="hospital-name">
          {hosName}
        </h1>
        <span className="waiting-room__title" data-testid="page-title">
          {t('ui.schedule')}
        </span>
        <Clock timeZone={timeZone} lang={lang} />
      </header>
      {body}
      <footer className="waiting-room__footer">
        {pages.length > 1 ? (
          <span data-testid="waiting-room-page">
            {t('ui.waitingRoomPage', { page: index + 1, count: pages.length })}
          </span>
        ) : (
          <span />
        )}
        {schedule.updatedAt ? (
          <span data-testid="waiting-room-updated">
            {t('ui.waitingRoomUpdated', {
              time: new Intl.DateTimeFormat(lang, {
                timeZone,
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
              }).format(schedule.updatedAt),
            })}
          </span>
        ) : null}
      </footer>
    </main>
  );
}
