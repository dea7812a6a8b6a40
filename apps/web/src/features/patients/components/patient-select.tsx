import './patient-select.css';
import { Empty, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Patient, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { PATHS } from '../../../lib/paths.ts';
import {
  useCurrentPatientId,
  useCurrentPatientStore,
} from '../../../stores/current-patient-store.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface PatientSelectProps {
  hosId: HosId;
  patients: readonly Patient[];
  /** The current patient. */
  value: string | null;
  disabled?: boolean;
}

/**
 * Switches the patient a function works for, inline on its page (as the confirm page does): the choice becomes the
 * current patient everywhere, like a choice on the multi-patient page.
 */
export function PatientSelect({ hosId, patients, value, disabled }: PatientSelectProps) {
  const { t } = useTranslation();
  const choose = useCurrentPatientStore((s) => s.choose);
  return (
    <Select
      className="patient-select"
      data-testid="patient-select"
      aria-label={t('ui.patient')}
      value={value ?? undefined}
      disabled={disabled}
      onChange={(id: string) => choose(hosId, id)}
      options={patients.map((p) => ({ value: p.patientId, label: p.patientName }))}
    />
  );
}

interface CurrentPatientScopeProps {
  hosId: HosId;
  /** The page for the chosen patient; re-rendered (and re-keyed by the caller if it wants) when the patient changes. */
  children: (patient: Patient) => ReactNode;
}

/**
 * A function page that works for one linked patient: the current patient by default, switchable above the
 * page; with no linked patient, the way to patient management instead.
 */
export function CurrentPatientScope({ hosId, children }: CurrentPatientScopeProps) {
  const { t } = useTranslation();
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);

  if (patients.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (patients.isError)
    return <Empty className="page-empty" description={errorText(patients.error)} />;
  const patient = patients.data.find((p) => p.patientId === currentId) ?? null;
  if (!patient) {
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="no-patients">{t('ui.noPatients')}</span>}
      >
        <LinkButton to={PATHS.patients} type="primary">
          {t('ui.addPatient')}
        </LinkButton>
      </Empty>
    );
  }
  return (
    <div className="patient-scope">
      <div className="patient-scope__bar">
        <span className="patient-scope__label">{t('ui.patient')}</span>
        <PatientSelect hosId={hosId} patients={patients.data} value={patient.patientId} />
        <Link className="patient-scope__manage" to={PATHS.patients}>
          {t('ui.managePatients')}
        </Link>
      </div>
      {children(patient)}
    </div>
  );
}
