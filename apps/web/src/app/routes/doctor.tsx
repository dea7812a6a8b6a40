import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { Empty } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ScheduleEntry, SourceNumber } from '@portal/shared';
import { useJoinCandidate } from '../../features/appointments/api/appointment-queries.ts';
import { confirmPath, storeChosenNumber } from '../../features/appointments/utils/chosen-number.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useCurrentPatientId } from '../../stores/current-patient-store.ts';
import { usePatients } from '../../lib/patients/get-patients.ts';
import {
  useDoctorDetail,
  useDoctorSessions,
} from '../../features/schedule/api/schedule-queries.ts';
import { DoctorHeader } from '../../features/schedule/components/doctor-header.tsx';
import { DoctorSessions } from '../../features/schedule/components/doctor-sessions.tsx';
import { readChosenDoctor } from '../../features/schedule/utils/chosen-doctor.ts';
import { CaptionPrompt } from '../../components/caption-prompt/caption-prompt.tsx';
import { SameDayNotice } from '../../components/same-day-notice/same-day-notice.tsx';
import { BOOKING_PARAMS, isSameDay } from '../../lib/booking-params.ts';
import { useHospitalToday } from '../../lib/booking-window.ts';
import { errorKey, errorText } from '../../lib/error-text.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DoctorBody({
  hosId,
  doctorId,
  deptId,
  focusId,
  sameDay,
}: {
  hosId: HosId;
  doctorId: string;
  deptId: string;
  focusId: string;
  sameDay: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const detail = useDoctorDetail(hosId, doctorId, deptId);
  const sessions = useDoctorSessions(hosId, doctorId, deptId);
  // Same-day registration registers for today only: the doctor's other days are not offered from that entrance.
  const today = useHospitalToday(timeZone);
  const shown = sameDay ? sessions.data?.filter((s) => s.scheduleDate === today) : sessions.data;
  const join = useJoinCandidate(hosId);
  usePatients(hosId);
  const patientId = useCurrentPatientId(hosId);
  const [positions, setPositions] = useState<Record<string, number>>({});
  const [fallback] = useState(() => {
    const stored = readChosenDoctor();
    return stored?.doctorId === doctorId ? stored : null;
  });

  // A doctor lookup without data is told as a toast, 'no doctor info found'.
  const lookupFailed = detail.isError ? (errorKey(detail.error) ?? 'C003') : null;
  useEffect(() => {
    if (lookupFailed)
      dialogs.toast({
        mode: 'error',
        caption: lookupFailed === 'DOCTOR001' ? 'DOCTOR001' : errorText(detail.error),
      });
  }, [lookupFailed, detail.error]);

  const choose = (entry: ScheduleEntry, number: SourceNumber) => {
    storeChosenNumber({ entry, number });
    void navigate(confirmPath(entry.scheduleId, number.numberId, { doctorId, deptId, sameDay }));
  };
  const waitlist = (entry: ScheduleEntry) => {
    if (!patientId) {
      dialogs.toast({ mode: 'warning', caption: 'PATIENT001' });
      return;
    }
    join.mutate(
      { patientId, scheduleId: entry.scheduleId },
      {
        onSuccess: (c) => setPositions((p) => ({ ...p, [entry.scheduleId]: c.position })),
        onError: (e) => dialogs.modal({ content: errorText(e, timeZone), showCancel: false }),
      },
    );
  };

  return (
    <div className="doctor-page">
      {sameDay ? <SameDayNotice today={today} /> : null}
      {detail.isError && !fallback ? null : (
        <DoctorHeader doctor={detail.data} fallback={fallback} />
      )}
      {sameDay && sessions.data && shown?.length === 0 ? (
        <Empty
          className="page-empty"
          description={<span data-testid="no-clinic-today">{t('ui.noClinicToday')}</span>}
        />
      ) : (
        <DoctorSessions
          sessions={shown}
          pending={sessions.isPending || config.isPending}
          error={sessions.error ?? config.error}
          config={config.data ?? { releaseTime: '08:00', scheduleDays: 14 }}
          timeZone={timeZone}
          onChoose={choose}
          onWaitlist={waitlist}
          waitlistEnabled={config.data?.candidateEnabled ?? false}
          waitlistPrompt={<CaptionPrompt hosId={hosId} name="candidate-prompt" />}
          waitlistPending={join.isPending}
          positions={positions}
          focusId={focusId}
        />
      )}
    </div>
  );
}

/** /appointment/doctor?doctorId=&deptId=[&scheduleId=][&isToday=1] — 'Choose a time' (the specification's 'select source number'). */
export function DoctorRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const [params] = useSearchParams();
  const doctorId = params.get('doctorId') ?? '';
  const deptId = params.get('deptId') ?? '';
  const focusId = params.get(BOOKING_PARAMS.scheduleId) ?? '';
  return (
    <RoutePage>
      {!hosId ? null : doctorId ? (
        <DoctorBody
          key={`${hosId}/${doctorId}/${deptId}`}
          hosId={hosId}
          doctorId={doctorId}
          deptId={deptId}
          focusId={focusId}
          sameDay={isSameDay(params)}
        />
      ) : (
        <Empty className="page-empty" description={t('DOCTOR001')} />
      )}
    </RoutePage>
  );
}

export { DoctorRoute as Component };
