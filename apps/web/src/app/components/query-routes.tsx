import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Patient, HosId } from '@portal/shared';
import { PageMessage } from '../../components/query-list/query-detail.tsx';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { listPathFrom } from '../../lib/query-kit/query-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { RoutePage } from './route-page.tsx';

/** What a hospital page is shown with: the hospital, the zone its times are shown in and its name for printing. */
export interface HospitalPage {
  hosId: HosId;
  timeZone: string;
  hospitalName?: string;
}

function useHospitalPage(hosId: HosId): HospitalPage {
  const timeZone = useHospitalTimeZone(hosId);
  // The same query as the time zone's: asking for the name costs nothing more.
  const hospitalName = useHospital(hosId).data?.hosName;
  return { hosId, timeZone, hospitalName };
}

type PatientPageRender = (page: HospitalPage & { patient: Patient }) => ReactNode;

function PatientPageBody({ hosId, render }: { hosId: HosId; render: PatientPageRender }) {
  const page = useHospitalPage(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => render({ ...page, patient })}
    </CurrentPatientScope>
  );
}

/**
 * A page about the current patient (the /query/* lists, bills): the patient picker above it, the whole page built
 * again when the hospital changes.
 */
export function PatientPageRoute({ render }: { render: PatientPageRender }) {
  const hosId = useSessionStore((s) => s.hosId);
  return (
    <RoutePage>
      {hosId ? <PatientPageBody key={hosId} hosId={hosId} render={render} /> : null}
    </RoutePage>
  );
}

type DetailPageRender = (page: HospitalPage & { id: string; backTo: string }) => ReactNode;

interface DetailPageRouteProps {
  /** The search parameter that names the record (`feeId` of /query/payment/detail?feeId=). */
  param: string;
  /** The list the page goes back to, with the filters the list handed over in the history state. */
  listPath: string;
  /** Test id of the message shown when the address names no record. */
  errorTestId: string;
  render: DetailPageRender;
}

function DetailPageBody({
  hosId,
  id,
  listPath,
  render,
}: {
  hosId: HosId;
  id: string;
  listPath: string;
  render: DetailPageRender;
}) {
  const page = useHospitalPage(hosId);
  return render({ ...page, id, backTo: listPathFrom(listPath, useLocation().state) });
}

/**
 * The child detail route of a query page (`…/detail?feeId=`): the record named in the address, built again for
 * another hospital or record; an address naming none answers C002 like an unknown record.
 */
export function DetailPageRoute({ param, listPath, errorTestId, render }: DetailPageRouteProps) {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const id = useSearchParams()[0].get(param) ?? '';
  return (
    <RoutePage>
      {!hosId ? null : id ? (
        <DetailPageBody
          key={`${hosId}/${id}`}
          hosId={hosId}
          id={id}
          listPath={listPath}
          render={render}
        />
      ) : (
        <PageMessage testId={errorTestId} text={t('C002')} />
      )}
    </RoutePage>
  );
}
