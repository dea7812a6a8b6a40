import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Empty, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskIdCard, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import {
  useCurrentPatientId,
  useCurrentPatientStore,
} from '../../../stores/current-patient-store.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { relationKey } from '../utils/labels.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface PatientPickerProps {
  hosId: HosId;
  /** Where to add one when the list is empty. */
  manageTo: string;
  onChosen: () => void;
}

/** /other/multi-patient/{mode}: choose the patient a function works for; it becomes the current patient. */
export function PatientPicker({ hosId, manageTo, onChosen }: PatientPickerProps) {
  const { t } = useTranslation();
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);
  const choose = useCurrentPatientStore((s) => s.choose);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? currentId;

  if (patients.isPending) return <Skeleton active />;
  if (patients.isError) return <p>{errorText(patients.error)}</p>;
  if (patients.data.length === 0) {
    return (
      <Empty className="page-empty" description={t('ui.noPatients')}>
        <LinkButton to={manageTo} type="primary">
          {t('ui.addPatient')}
        </LinkButton>
      </Empty>
    );
  }

  return (
    <div className="patient-picker">
      <p className="patient-picker__lead">{t('ui.choosePatientLead')}</p>
      <Radio.Group
        className="patient-picker__list"
        value={selected}
        onChange={(e) => setPicked(e.target.value as string)}
      >
        {patients.data.map((p) => (
          <Radio
            key={p.patientId}
            value={p.patientId}
            className="patient-picker__option"
            data-testid={`multi-patient-option-${p.patientId}`}
          >
            <span className="patient-picker__name">{p.patientName}</span>
            <span className="patient-picker__meta">
              {t(relationKey(p.relation))} · {maskIdCard(p.patientIdCardNo)}
              {p.defaultState === '1' ? ` · ${t('ui.defaultPatient')}` : ''}
            </span>
            {p.patientId === currentId ? (
              <CheckCircleFilled
                className="patient-picker__current"
                aria-label={t('ui.currentPatient')}
              />
            ) : null}
          </Radio>
        ))}
      </Radio.Group>
      <div className="patient-picker__actions">
        <Link to={manageTo}>{t('ui.managePatients')}</Link>
        <Button
          type="primary"
          disabled={!selected}
          data-testid="multi-patient-confirm"
          onClick={() => {
            if (!selected) return;
            choose(hosId, selected);
            onChosen();
          }}
        >
          {t('ui.confirm')}
        </Button>
      </div>
    </div>
  );
}
