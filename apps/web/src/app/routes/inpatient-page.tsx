import type { HosId } from '@portal/shared';
import type { ReactNode } from 'react';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

export interface InpatientPageProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}

function Body({ hosId, render }: { hosId: HosId; render: (p: InpatientPageProps) => ReactNode }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(p) => <div key={p.patientId}>{render({ hosId, patientId: p.patientId, timeZone })}</div>}
    </CurrentPatientScope>
  );
}

/** The frame of every inpatient page: the signed-in hospital, its zone and the current patient (switchable). */
export function InpatientRoutePage({ render }: { render: (p: InpatientPageProps) => ReactNode }) {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} render={render} /> : null}</RoutePage>;
}
