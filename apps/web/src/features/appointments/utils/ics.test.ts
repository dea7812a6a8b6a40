import { describe, expect, it } from 'vitest';
import { DEFAULT_NOON_TIMES } from '@portal/shared';
import { escapeIcsText, toIcs } from './ics.ts';

const record = {
  appointId: 'A100',
  schDate: '2026-11-23',
  schTime: '08:30-08:45',
  noonCode: '1',
  deptName: 'Cardiology',
  doctorName: 'Li Ming',
  doctorTitle: 'chief',
  patientName: 'Zhang San',
  seq: 3,
};
const hospital = {
  hosName: 'First Hospital, East',
  timeZone: 'Asia/Shanghai',
  noonTimes: DEFAULT_NOON_TIMES,
};
const now = new Date('2026-11-21T05:00:00Z');

describe('toIcs', () => {
  it('writes one VEVENT with UTC times from the source number time range', () => {
    const ics = toIcs(record, hospital, now);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nUID:A100@patient-portal\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261121T050000Z\r\n');
    // 08:30 in Shanghai (UTC+8) is 00:30 UTC.
    expect(ics).toContain('\r\nDTSTART:20261123T003000Z\r\nDTEND:20261123T004500Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Cardiology Li Ming (chief)\r\n');
    expect(ics).toContain('\r\nLOCATION:First Hospital\\, East\r\n');
  });

  it("falls back to the period's window, then to an all-day event", () => {
    expect(toIcs({ ...record, schTime: '' }, hospital, now)).toContain(
      'DTSTART:20261123T000000Z\r\nDTEND:20261123T040000Z',
    );
    expect(toIcs({ ...record, schTime: '', noonCode: 'x' }, hospital, now)).toContain(
      'DTSTART;VALUE=DATE:20261123\r\n',
    );
  });

  it('escapes text and folds long lines', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const ics = toIcs({ ...record, deptName: 'X'.repeat(120) }, hospital, now);
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(ics).toContain('\r\n X');
  });
});
