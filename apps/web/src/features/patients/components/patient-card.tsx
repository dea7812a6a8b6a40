import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClinicType, maskIdCard, maskPhone, type Patient, type HosId } from '@portal/shared';
import { certTypeKey, relationKey, sexKey } from '../utils/labels.ts';
import { CardPanel } from './card-panel.tsx';
import { LinkedAccounts } from './linked-accounts.tsx';

interface PatientCardProps {
  hosId: HosId;
  patient: Patient;
  timeZone: string;
  isCurrent: boolean;
  onSetDefault: (patient: Patient) => void;
  onEdit: (patient: Patient) => void;
  onUnbind: (patient: Patient) => void;
}

/**
 * One linked patient: name, relation, identifiers masked (the server already masks them; masking again
 * here keeps a mistake on either side from showing a full number), sex and birth date, and both cards.
 */
export function PatientCard({
  hosId,
  patient,
  timeZone,
  isCurrent,
  onSetDefault,
  onEdit,
  onUnbind,
}: PatientCardProps) {
  const { t } = useTranslation();
  const isDefault = patient.defaultState === '1';
  const id = patient.patientId;

  return (
    <article
      className={`patient-card${isDefault ? ' patient-card--default' : ''}`}
      data-testid={`patient-card-${id}`}
      aria-labelledby={`patient-${id}-name`}
    >
      <header className="patient-card__head">
        <h2 className="patient-card__name" id={`patient-${id}-name`} data-testid="patient-name">
          {patient.patientName}
        </h2>
        <Tag color="processing" data-testid="patient-relation">
          {t(relationKey(patient.relation))}
        </Tag>
        {isDefault ? (
          <Tag color="warning" icon={<StarOutlined />} data-testid="patient-default-badge">
            {t('ui.defaultPatient')}
          </Tag>
        ) : null}
        {isCurrent ? (
          <Tag color="success" data-testid="patient-current-badge">
            {t('ui.currentPatient')}
          </Tag>
        ) : null}
      </header>
      <dl className="patient-card__facts">
        <div>
          <dt>{t(certTypeKey(patient.certType))}</dt>
          <dd data-testid="patient-cert-no">{maskIdCard(patient.patientIdCardNo)}</dd>
        </div>
        <div>
          <dt>{t('ui.field.phone')}</dt>
          <dd data-testid="patient-phone">{maskPhone(patient.patientPhone)}</dd>
        </div>
        <div>
          <dt>{t('ui.field.sex')}</dt>
          <dd data-testid="patient-sex">{t(sexKey(patient.sex))}</dd>
        </div>
        <div>
          <dt>{t('ui.field.birthDate')}</dt>
          <dd data-testid="patient-birth-date">{patient.birthDate || '—'}</dd>
        </div>
      </dl>
      <div className="patient-card__cards">
        <CardPanel hosId={hosId} patientId={id} clinicType={ClinicType.OUTPATIENT_CARD} />
        <CardPanel hosId={hosId} patientId={id} clinicType={ClinicType.INPATIENT_CARD} />
      </div>
      <LinkedAccounts hosId={hosId} patientId={id} timeZone={timeZone} />
      <footer className="patient-card__actions">
        {!isDefault ? (
          <Button
            size="small"
            icon={<StarOutlined />}
            onClick={() => onSetDefault(patient)}
            data-testid="set-default"
          >
            {t('ui.setDefault')}
          </Button>
        ) : null}
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => onEdit(patient)}
          data-testid="edit-patient"
        >
          {t('ui.editPatient')}
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => onUnbind(patient)}
          data-testid="unbind-patient"
        >
          {t('ui.unbindPatient')}
        </Button>
      </footer>
    </article>
  );
}
