import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useCurrentPatientId } from '../../../stores/current-patient-store.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { useSetDefaultPatient } from '../api/set-default-patient.ts';
import { useUnbindPatient } from '../api/unbind-patient.ts';
import { AddPatientModal } from './add-patient-modal.tsx';
import { EditPatientModal } from './edit-patient-modal.tsx';
import { PatientCard } from './patient-card.tsx';

interface PatientListProps {
  hosId: HosId;
  timeZone: string;
  /** Demo only: the SMS inbox under the add form's code field, composed in by the page. */
  codeInbox?: (maskedPhone: string) => ReactNode;
  /** The certificate types the add form offers (the hospital's certificateTypes). */
  certTypes?: readonly number[];
  /** Digits of the hospital's SMS codes (config smsCodeLength). */
  codeLength?: number;
}

/** 'patient management': the linked patients as cards, with add, edit, set default and unlink. */
export function PatientList({
  hosId,
  timeZone,
  codeInbox,
  certTypes,
  codeLength,
}: PatientListProps) {
  const { t } = useTranslation();
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);
  const setDefault = useSetDefaultPatient();
  const unbind = useUnbindPatient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Patient | null>(null);

  /** A refusal (PATIENT007 with its date, PATIENT004 …), presented as failures are: a modal with a confirm button. */
  const showFailure = (error: unknown) =>
    dialogs.modal({ content: errorText(error, timeZone), showCancel: false });

  const onSetDefault = (patient: Patient) =>
    void dialogs
      .loading(setDefault.mutateAsync({ hosId, patientId: patient.patientId }))
      .then(
        () =>
          dialogs.toast({ mode: 'success', caption: t('C016', { action: t('ui.setDefault') }) }),
        showFailure,
      );

  const onUnbind = (patient: Patient) =>
    dialogs.modal({
      content: t('ui.unbindConfirm', { name: patient.patientName }),
      confirmText: 'ui.unbindPatient',
      callback: (confirmed) => {
        if (!confirmed) return;
        void dialogs.loading(unbind.mutateAsync({ hosId, patientId: patient.patientId })).then(
          () =>
            dialogs.toast({
              mode: 'success',
              caption: t('C016', { action: t('ui.unbindPatient') }),
            }),
          showFailure,
        );
      },
    });

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setAdding(true)}
      data-testid="add-patient"
    >
      {t('ui.addPatient')}
    </Button>
  );

  return (
    <section className="patient-list" aria-label={t('ui.patientManagement')}>
      <div className="patient-list__bar">
        <p className="patient-list__lead">{t('ui.patientListLead')}</p>
        {addButton}
      </div>
      {patients.isPending ? (
        <Skeleton active />
      ) : patients.isError ? (
        <Result
          status="warning"
          title={errorText(patients.error)}
          extra={<Button onClick={() => void patients.refetch()}>{t('ui.reload')}</Button>}
        />
      ) : patients.data.length === 0 ? (
        <Empty className="page-empty" description={t('ui.noPatients')} data-testid="no-patients" />
      ) : (
        <div className="patient-list__grid">
          {patients.data.map((p) => (
            <PatientCard
              key={p.patientId}
              hosId={hosId}
              patient={p}
              timeZone={timeZone}
              isCurrent={p.patientId === currentId}
              onSetDefault={onSetDefault}
              onEdit={setEditing}
              onUnbind={onUnbind}
            />
          ))}
        </div>
      )}
      <AddPatientModal
        hosId={hosId}
        codeInbox={codeInbox}
        certTypes={certTypes}
        codeLength={codeLength}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          dialogs.toast({ mode: 'success', caption: t('C016', { action: t('ui.addPatient') }) });
        }}
      />
      <EditPatientModal hosId={hosId} patient={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
