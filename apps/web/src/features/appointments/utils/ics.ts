import {
  sessionWindow,
  zonedInstant,
  type AppointmentRecord,
  type NoonTimes,
} from '@portal/shared';

export interface IcsHospital {
  hosName: string;
  timeZone: string;
  /** Config noonTimes: the period's window when the record carries no time range of its own. */
  noonTimes: NoonTimes;
}

type IcsRecord = Pick<
  AppointmentRecord,
  | 'appointId'
  | 'schDate'
  | 'schTime'
  | 'noonCode'
  | 'deptName'
  | 'doctorName'
  | 'doctorTitle'
  | 'patientName'
  | 'seq'
>;

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** UTC date-time form (RFC 5545 §3.3.5 form #2). */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The appointment's start and end: the record's own 'HH:mm-HH:mm' time, else its period's window. */
function eventWindow(record: IcsRecord, hospital: IcsHospital): { start: Date; end: Date } | null {
  const m = /^(\d{2}:\d{2})\s*[-–~]\s*(\d{2}:\d{2})$/.exec(record.schTime.trim());
  if (m?.[1] && m[2])
    return {
      start: zonedInstant(record.schDate, m[1], hospital.timeZone),
      end: zonedInstant(record.schDate, m[2], hospital.timeZone),
    };
  return sessionWindow(record.schDate, record.noonCode, hospital.noonTimes, hospital.timeZone);
}

/**
 * A one-event iCalendar file (RFC 5545) for a booking, built in the browser for the 'add to calendar' download.
 * Times are written in UTC, so any calendar shows them in its own zone correctly.
 */
export function toIcs(record: IcsRecord, hospital: IcsHospital, now: Date = new Date()): string {
  const window = eventWindow(record, hospital);
  const when = window
    ? [`DTSTART:${utcStamp(window.start)}`, `DTEND:${utcStamp(window.end)}`]
    : [`DTSTART;VALUE=DATE:${record.schDate.replace(/-/g, '')}`];
  const summary = `${record.deptName} ${record.doctorName} (${record.doctorTitle})`;
  const description = `${record.patientName} · No. ${record.seq} · ${record.appointId}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//patient-portal//appointment//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${record.appointId}@patient-portal`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeIcsText(summary)}`,
    `LOCATION:${escapeIcsText(hospital.hosName)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the file for download. */
export function downloadIcs(content: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
