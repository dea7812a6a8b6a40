import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone, type Patient, type HosId } from '@portal/shared';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useUpdatePatient, type UpdatePatientInput } from '../api/update-patient.ts';
import { NameField, PatientPhoneField, RelationField } from './patient-fields.tsx';
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
          <FormError error={error} />
          <div className="modal-form__actions">
            <Button onClick={onClose}>{t('ui.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={update.isPending}
              data-testid="patient-form-submit"
            >
              {t('ui.save')}
            </Button>
          </div>
        </Form>
      ) : null}
    </Modal>
  );
}
