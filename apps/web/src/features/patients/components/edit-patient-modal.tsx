import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone, type Patient, type HosId } from '@portal/shared';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useUpdatePatient, type UpdatePatientInput } from '../api/update-patient.ts';
import { NameField, PatientFormFoot, PatientPhoneField, RelationField } from './patient-fields.tsx';
import { formBehaviour } from '../../../lib/form-rules.ts';

interface EditValues {
  patientName: string;
  phone?: string;
  relation: number;
}

/**
 * 'edit patient': name, phone and relation (the certificate identifies the person and is not editable). The phone
 * on file is only known masked, so the field starts empty and only a newly typed number is sent.
 */
export function EditPatientModal({
  hosId,
  patient,
  onClose,
}: {
  hosId: HosId;
  patient: Patient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const update = useUpdatePatient();
  const [form] = Form.useForm<EditValues>();

  const submit = async (v: EditValues) => {
    if (!patient) return;
    setError(null);
    const body: UpdatePatientInput = { hosId, patientId: patient.patientId };
    if (v.patientName.trim() !== patient.patientName) body.patientName = v.patientName.trim();
    if (v.phone) body.phone = v.phone;
    if (v.relation !== patient.relation) body.relation = v.relation;
    try {
      await update.mutateAsync(body);
      dialogs.toast({ mode: 'success', caption: t('C016', { action: t('ui.editPatient') }) });
      onClose();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Modal
      open={patient !== null}
      title={t('ui.editPatient')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
      afterClose={() => setError(null)}
    >
      {patient ? (
        <Form<EditValues>
          {...formBehaviour(form)}
          initialValues={{
            patientName: patient.patientName,
            relation: patient.relation,
            phone: '',
          }}
          onFinish={(v) => void submit(v)}
        >
          <NameField />
          <PatientPhoneField optional placeholder={maskPhone(patient.patientPhone)} />
          <RelationField />
          <PatientFormFoot
            error={error}
            onCancel={onClose}
            loading={update.isPending}
            label={t('ui.save')}
          />
        </Form>
      ) : null}
    </Modal>
  );
}
