import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { AppointmentRecord } from '@portal/shared';

/** Visit time as patients read it: '2026-11-23 morning 08:30-08:45' (the period from the catalogue). */
export function visitWhen(
  t: TFunction,
  v: { schDate: string; noonCode: string; schTime: string },
): string {
  const period = v.noonCode ? t(`ui.noon.${v.noonCode}`, { defaultValue: v.noonCode }) : '';
  return [v.schDate, period, v.schTime].filter(Boolean).join(' ');
}

/** The booking's own rows — number, patient, doctor, department, visit, source number — shared by the pages that show one. */
export function visitItems(
  t: TFunction,
  r: AppointmentRecord,
): NonNullable<DescriptionsProps['items']> {
  return [
    // The short number of the hospital's day, not the internal UUID.
    {
      key: 'appointId',
      label: t('ui.appointId'),
      children: <span data-testid="appoint-no">{r.appointNo}</span>,
    },
    { key: 'patient', label: t('ui.patient'), children: r.patientName },
    { key: 'doctor', label: t('ui.doctor'), children: `${r.doctorName} ${r.doctorTitle}` },
    { key: 'department', label: t('ui.department'), children: r.deptName },
    { key: 'visit', label: t('ui.visitDate'), children: visitWhen(t, r) },
    { key: 'number', label: t('ui.sourceNumber'), children: t('ui.numberSeq', { seq: r.seq }) },
  ];
}
