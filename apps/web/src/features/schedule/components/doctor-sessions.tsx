import { Button, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isoWeekday, releaseMoment, type HospitalConfig, type ScheduleEntry, type SourceNumber } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import type { Language } from '@portal/shared';

interface DoctorSessionsProps {
  sessions: ScheduleEntry[] | undefined;
  pending: boolean;
  error: unknown;
  config: Pick<HospitalConfig, 'releaseTime' | 'scheduleDays'>;
  timeZone: string;
  onChoose: (entry: ScheduleEntry, number: SourceNumber) => void;
  onWaitlist: (entry: ScheduleEntry) => void;
  waitlistPending: boolean;
  /** Waitlist positions this visit joined, by scheduleId. */
  positions: Record<string, number>;
}

/** Sessions grouped by date, in date then period order. */
export function groupByDate(sessions: readonly ScheduleEntry[]): { date: string; sessions: ScheduleEntry[] }[] {
  const sorted = [...sessions].sort((a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || a.scheduleNoonCode.localeCompare(b.scheduleNoonCode));
  const groups: { date: string; sessions: ScheduleEntry[] }[] = [];
  for (const s of sorted) {
    const last = groups.at(-1);
    if (last?.date === s.scheduleDate) last.sessions.push(s);
    else groups.push({ date: s.scheduleDate, sessions: [s] });
  }
  return groups;
}

/** The doctor's sessions with their source numbers: free ones can be chosen; a full session offers the waitlist. */
export function DoctorSessions({ sessions, pending, error, config, timeZone, onChoose, onWaitlist, waitlistPending, positions }: DoctorSessionsProps) {
  const { t, i18n } = useTranslation();
  if (pending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Empty className="page-empty" description={errorText(error)} />;
  if (!sessions || sessions.length === 0) return <Empty className="page-empty" description={<span data-testid="schedule-empty">{t('ui.noScheduleYet')}</span>} />;

  return (
    <div className="doctor-sessions">
      {groupByDate(sessions).map((group) => (
        <section key={group.date} className="doctor-sessions__day">
          <h3 className="doctor-sessions__date">
            {group.date} {t(`ui.weekday.${isoWeekday(group.date)}`)}
          </h3>
          {group.sessions.map((s) => {
            const free = s.schedules.filter((n) => n.status === 'free').length;
            const full = s.released && free === 0;
            const opensAt = s.released ? null : formatDateTime(releaseMoment(s.scheduleDate, config, timeZone).toISOString(), timeZone, i18n.language as Language);
            return (
              <article key={s.scheduleId} className="doctor-session" data-testid={`session-${s.scheduleId}`}>
                <header className="doctor-session__head">
                  <strong>{t(`ui.noon.${s.scheduleNoonCode}`, { defaultValue: s.scheduleNoonCode })}</strong>
                  <span>{s.deptName}</span>
                  <span className="doctor-session__fee">{formatFen(s.regFee)}</span>
                  {opensAt ? <Tag color="blue">{t('ui.opensAt', { time: opensAt })}</Tag> : full ? <Tag>{t('ui.full')}</Tag> : <Tag color="green">{t('ui.leftNum', { count: free })}</Tag>}
                </header>
                <div className="doctor-session__numbers">
                  {s.schedules.map((n) => (
                    <Button
                      key={n.numberId}
                      className={`source-number source-number--${n.status}`}
                      data-testid={`number-${n.numberId}`}
                      data-status={s.released ? n.status : 'not-released'}
                      disabled={!s.released || n.status !== 'free'}
                      onClick={() => onChoose(s, n)}
                    >
                      <span className="source-number__seq">{t('ui.numberSeq', { seq: n.seq })}</span>
                      <span className="source-number__time">
                        {n.startTime}–{n.endTime}
                      </span>
                      <span className="source-number__state">{n.status === 'free' ? t('ui.numberFree') : t('ui.numberTaken')}</span>
                    </Button>
                  ))}
                </div>
                {full ? (
                  <div className="doctor-session__waitlist">
                    {positions[s.scheduleId] !== undefined ? (
                      <span data-testid="waitlist-position">{t('ui.waitlistPosition', { position: positions[s.scheduleId] })}</span>
                    ) : (
                      <Button data-testid="join-waitlist" loading={waitlistPending} onClick={() => onWaitlist(s)}>
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
