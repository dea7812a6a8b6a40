import { Button, Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_NOON_TIMES,
  isoWeekday,
  numberBookable,
  releaseMoment,
  type HospitalConfig,
  type ScheduleEntry,
  type SourceNumber,
} from '@portal/shared';
import { bookableText, useNow } from '../../../lib/booking-window.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import type { Language } from '@portal/shared';

interface DoctorSessionsProps {
  sessions: ScheduleEntry[] | undefined;
  pending: boolean;
  error: unknown;
  /** noonTimes: the periods' windows (the shared default when the config is not loaded). */
  config: Pick<HospitalConfig, 'releaseTime' | 'scheduleDays'> &
    Partial<Pick<HospitalConfig, 'noonTimes'>>;
  timeZone: string;
  onChoose: (entry: ScheduleEntry, number: SourceNumber) => void;
  onWaitlist: (entry: ScheduleEntry) => void;
  /** The hospital keeps a waiting list (config candidateEnabled): only then does a full session offer it. */
  waitlistEnabled: boolean;
  /** The hospital's waiting-list notice, shown beside the offer to join. */
  waitlistPrompt?: ReactNode;
  waitlistPending: boolean;
  /** Waitlist positions this visit joined, by scheduleId. */
  positions: Record<string, number>;
  /** The session the patient clicked on the schedule: scrolled into view and highlighted. */
  focusId?: string;
}

/** Brings the clicked session into view once it is rendered (a ref callback runs when the element mounts). */
function scrollIntoViewOnMount(el: HTMLElement | null) {
  el?.scrollIntoView?.({ block: 'center' });
}

/** Sessions grouped by date, in date then period order. */
export function groupByDate(
  sessions: readonly ScheduleEntry[],
): { date: string; sessions: ScheduleEntry[] }[] {
  const sorted = [...sessions].sort(
    (a, b) =>
      a.scheduleDate.localeCompare(b.scheduleDate) ||
      a.scheduleNoonCode.localeCompare(b.scheduleNoonCode),
  );
  const groups: { date: string; sessions: ScheduleEntry[] }[] = [];
  for (const s of sorted) {
    const last = groups.at(-1);
    if (last?.date === s.scheduleDate) last.sessions.push(s);
    else groups.push({ date: s.scheduleDate, sessions: [s] });
  }
  return groups;
}

/** The doctor's sessions with their source numbers: free ones can be chosen; a full session offers the waitlist where the hospital keeps one. */
export function DoctorSessions({
  sessions,
  pending,
  error,
  config,
  timeZone,
  onChoose,
  onWaitlist,
  waitlistEnabled,
  waitlistPrompt,
  waitlistPending,
  positions,
  focusId,
}: DoctorSessionsProps) {
  const { t, i18n } = useTranslation();
  // A number of an unreleased or closed (started) session is not 'free': it says what it is.
  const numberState = (n: SourceNumber, released: boolean, closed: boolean) =>
    n.status !== 'free'
      ? t('ui.numberTaken')
      : !released
        ? t('ui.numberNotReleased')
        : closed
          ? t('ui.numberClosed')
          : t('ui.numberFree');
  const now = useNow();
  if (pending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Empty className="page-empty" description={errorText(error)} />;
  if (!sessions || sessions.length === 0)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="schedule-empty">{t('ui.noScheduleYet')}</span>}
      />
    );

  return (
    <div className="doctor-sessions">
      {groupByDate(sessions).map((group) => (
        <section key={group.date} className="doctor-sessions__day">
          <h3 className="doctor-sessions__date">
            {group.date} {t(`ui.weekday.${isoWeekday(group.date)}`)}
          </h3>
          {group.sessions.map((s) => {
            const free = s.schedules.filter((n) => n.status === 'free').length;
            // The shared rule the booking call applies; a started session is shown closed, with why.
            const decision = numberBookable(
              { date: s.scheduleDate, noonCode: s.scheduleNoonCode },
              { ...config, noonTimes: config.noonTimes ?? DEFAULT_NOON_TIMES },
              now,
              timeZone,
            );
            const closed =
              s.released && !decision.allowed ? bookableText(decision, timeZone) : null;
            const full = s.released && closed === null && free === 0;
            const opensAt = s.released
              ? null
              : formatDateTime(
                  releaseMoment(s.scheduleDate, config, timeZone).toISOString(),
                  timeZone,
                  i18n.language as Language,
                );
            return (
              <article
                key={s.scheduleId}
                className={
                  s.scheduleId === focusId
                    ? 'doctor-session doctor-session--focused'
                    : 'doctor-session'
                }
                data-testid={`session-${s.scheduleId}`}
                data-date={s.scheduleDate}
                data-focused={s.scheduleId === focusId ? 'true' : undefined}
                aria-current={s.scheduleId === focusId ? 'true' : undefined}
                ref={s.scheduleId === focusId ? scrollIntoViewOnMount : undefined}
              >
                <header className="doctor-session__head">
                  <strong>
                    {t(`ui.noon.${s.scheduleNoonCode}`, { defaultValue: s.scheduleNoonCode })}
                  </strong>
                  <span>{s.deptName}</span>
                  <span className="doctor-session__fee">{formatFen(s.regFee)}</span>
                  {opensAt ? (
                    <Tag color="blue">{t('ui.opensAt', { time: opensAt })}</Tag>
                  ) : closed !== null ? (
                    <Tag data-testid="session-closed">{closed}</Tag>
                  ) : full ? (
                    <Tag>{t('ui.full')}</Tag>
                  ) : (
                    <Tag color="success">{t('ui.leftNum', { count: free })}</Tag>
                  )}
                </header>
                <div className="doctor-session__numbers">
                  {s.schedules.map((n) => (
                    <Button
                      key={n.numberId}
                      className={`source-number source-number--${n.status}`}
                      data-testid={`number-${n.numberId}`}
                      data-status={
                        !s.released ? 'not-released' : closed !== null ? 'closed' : n.status
                      }
                      disabled={!s.released || closed !== null || n.status !== 'free'}
                      title={closed ?? undefined}
                      onClick={() => onChoose(s, n)}
                    >
                      <span className="source-number__seq">
                        {t('ui.numberSeq', { seq: n.seq })}
                      </span>
                      <span className="source-number__time">
                        {n.startTime}–{n.endTime}
                      </span>
                      <span className="source-number__state">
                        {numberState(n, s.released, closed !== null)}
                      </span>
                    </Button>
                  ))}
                </div>
                {full && waitlistEnabled ? (
                  <div className="doctor-session__waitlist">
                    {waitlistPrompt}
                    {positions[s.scheduleId] !== undefined ? (
                      <span data-testid="waitlist-position">
                        {t('ui.waitlistPosition', { position: positions[s.scheduleId] })}
                      </span>
                    ) : (
                      <Button
                        data-testid="join-waitlist"
                        loading={waitlistPending}
                        onClick={() => onWaitlist(s)}
                      >
                        {t('ui.joinWaitlist')}
                      </Button>
                    )}
                  </div>
                ) : null}
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
