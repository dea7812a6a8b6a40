import { Form, Input, Modal, Radio, type FormInstance, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CertificateType, idCardSchema, Sex, type Patient, type HosId } from '@portal/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { checkWithSchema, fieldLabel, formBehaviour } from '../../../lib/form-rules.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useAddPatient } from '../api/add-patient.ts';
import { factsFromCertificate, isIdCardType } from '../utils/certificate.ts';
import { CERT_TYPE_CODES, certTypeKey, sexKey } from '../utils/labels.ts';
import { LinkProofStep, proofAsked, type LinkProof } from './link-proof-step.tsx';
import { NameField, PatientFormFoot, PatientPhoneField, RelationField } from './patient-fields.tsx';

interface AddValues {
  patientName: string;
  certType: number;
  certNo: string;
  phone: string;
  relation: number;
  sex?: number;
  birthDate?: string;
  verifyCode?: string;
  pin?: string;
}

/** Refusals that belong to one field: the name against the hospital's record, a wrong code or PIN. */
const FIELD_OF: Record<string, keyof AddValues> = {
  PATIENT008: 'patientName',
  LOGIN004: 'verifyCode',
  LOGIN005: 'verifyCode',
  PATIENT011: 'pin',
};
/** Changing who is being added makes an earlier proof step meaningless. */
const PERSON_FIELDS = ['patientName', 'certType', 'certNo'];

/** Passports and permits: the shared addPatientBody's 4–32 characters. */
const otherCertSchema = z
  .string({ error: 'C018' })
  .trim()
  .min(1, { error: 'C018', abort: true })
  .min(4, { error: 'C019' })
  .max(32, { error: 'C019' });

/** ID card (area, real birth date, check character) for type 0; length only for the others. */
const certNoRule = ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
  validator: (_rule: unknown, value: unknown) =>
    checkWithSchema(
      isIdCardType(getFieldValue('certType') as number) ? idCardSchema : otherCertSchema,
      'certNo',
      value,
    ),
});

const today = () => new Date().toISOString().slice(0, 10);
const birthDateRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value === '')
      throw new Error(i18n.t('C018', { field: fieldLabel('birthDate') }));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value > today())
      throw new Error(i18n.t('C019', { field: fieldLabel('birthDate') }));
  },
};

interface AddPatientModalProps {
  hosId: HosId;
  open: boolean;
  onClose: () => void;
  onAdded: (p: Patient) => void;
  /** Demo only: the SMS inbox shown under the code field (see LinkProofStep). */
  codeInbox?: (maskedPhone: string) => ReactNode;
  /** The certificate types the hospital accepts (config certificateTypes); the server refuses others (PATIENT017). */
  certTypes?: readonly number[];
  /** Digits of the hospital's SMS codes (config smsCodeLength); the shared default until known. */
  codeLength?: number;
}

/**
 * 'add patient': name, certificate type and number, phone, relation. An ID card gives the sex
 * and birth date, shown read-only as soon as the number is valid; any other certificate asks for them. when
 * the hospital holds a record of the person, a name that differs from it is refused on the name field, and the
 * hospital's proof (SMS code to its phone, or the card PIN) is asked in a second step below what was typed.
 */
export function AddPatientModal({
  hosId,
  open,
  onClose,
  onAdded,
  codeInbox,
  certTypes = CERT_TYPE_CODES,
  codeLength,
}: AddPatientModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddValues>();
  const [error, setError] = useState<unknown>(null);
  const [proof, setProof] = useState<LinkProof | null>(null);
  const add = useAddPatient();
  const offered = CERT_TYPE_CODES.filter((code) => certTypes.includes(code));
  // The ID card first where the hospital takes it, else its first type.
  const initialCertType = offered.includes(CertificateType.ID_CARD)
    ? CertificateType.ID_CARD
    : (offered[0] ?? CertificateType.ID_CARD);
  // useWatch answers undefined until the form has mounted; then the initial value holds.
  const certType = (Form.useWatch('certType', form) as number | undefined) ?? initialCertType;
  const certNo = Form.useWatch('certNo', form) as string | undefined;
  const byIdCard = isIdCardType(certType);
  const facts = factsFromCertificate(certType, certNo);

  const submit = async (v: AddValues) => {
    setError(null);
    try {
      const patient = await add.mutateAsync({
        hosId,
        patientName: v.patientName.trim(),
        certType: v.certType,
        certNo: byIdCard ? v.certNo.trim().toUpperCase() : v.certNo.trim(),
        phone: v.phone,
        relation: v.relation,
        ...(byIdCard ? {} : { sex: v.sex, birthDate: v.birthDate }),
        ...(proof?.kind === 'sms' && v.verifyCode ? { verifyCode: v.verifyCode.trim() } : {}),
        ...(proof?.kind === 'pin' && v.pin ? { pin: v.pin.trim() } : {}),
      });
      onAdded(patient);
    } catch (e) {
      refused(e);
    }
  };

  const refused = (e: unknown) => {
    const asked = proofAsked(e);
    if (asked) return setProof(asked);
    const field = isApiError(e) ? FIELD_OF[e.messageKey] : undefined;
    if (field) return form.setFields([{ name: field, errors: [errorText(e)] }]);
    setError(e);
  };

  const person = async () => {
    try {
      const v = await form.validateFields(['patientName', 'certType', 'certNo']);
      const idCard = isIdCardType(v.certType);
      return {
        hosId,
        patientName: v.patientName.trim(),
        certType: v.certType,
        certNo: idCard ? v.certNo.trim().toUpperCase() : v.certNo.trim(),
      };
    } catch {
      return null;
    }
  };

  return (
    <Modal
      open={open}
      title={t('ui.addPatient')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
      afterClose={() => {
        setError(null);
        setProof(null);
      }}
    >
      <Form<AddValues>
        {...formBehaviour(form)}
        initialValues={{ certType: initialCertType }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<AddValues>) => {
          if (proof && Object.keys(changed).some((k) => PERSON_FIELDS.includes(k))) setProof(null);
        }}
      >
        <NameField />
        <Form.Item name="certType" label={t('ui.field.certType')} required>
          <Radio.Group
            data-testid="patient-form-cert-type"
            optionType="button"
            options={offered.map((code) => ({ value: code, label: t(certTypeKey(code)) }))}
            onChange={() => void form.validateFields(['certNo']).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item
          name="certNo"
          label={t('ui.field.certNo')}
          rules={[certNoRule]}
          dependencies={['certType']}
          required
        >
          <Input
            data-testid="patient-form-cert-no"
            maxLength={byIdCard ? 18 : 32}
            autoComplete="off"
          />
        </Form.Item>
        {byIdCard ? (
          <div className="patient-form__derived">
            {/* Derived fields have no form name, so their labels are tied to them by id (WCAG 1.3.1 / 4.1.2). */}
            <Form.Item
              label={t('ui.field.sex')}
              extra={t('ui.derivedFromIdCard')}
              htmlFor="patient-derived-sex"
            >
              <Input
                id="patient-derived-sex"
                data-testid="patient-form-sex"
                readOnly
                variant="filled"
                value={facts ? t(sexKey(facts.sex)) : ''}
                tabIndex={-1}
              />
            </Form.Item>
            <Form.Item
              label={t('ui.field.birthDate')}
              extra={t('ui.derivedFromIdCard')}
              htmlFor="patient-derived-birth-date"
            >
              <Input
                id="patient-derived-birth-date"
                data-testid="patient-form-birth-date"
                readOnly
                variant="filled"
                value={facts?.birthDate ?? ''}
                tabIndex={-1}
              />
            </Form.Item>
          </div>
        ) : (
          <div className="patient-form__derived">
            <Form.Item
              name="sex"
              label={t('ui.field.sex')}
              rules={[{ required: true, message: t('C018', { field: t('ui.field.sex') }) }]}
              required
            >
              <Radio.Group
                data-testid="patient-form-sex"
                aria-label={t('ui.field.sex')}
                optionType="button"
                options={[Sex.MALE, Sex.FEMALE].map((code) => ({
                  value: code,
                  label: t(sexKey(code)),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="birthDate"
              label={t('ui.field.birthDate')}
              rules={[birthDateRule]}
              required
            >
              <Input data-testid="patient-form-birth-date" type="date" max={today()} />
            </Form.Item>
          </div>
        )}
        <PatientPhoneField />
        <RelationField />
        {proof ? (
          <LinkProofStep
            codeLength={codeLength}
            proof={proof}
            getPerson={person}
            onError={setError}
            codeInbox={codeInbox}
          />
        ) : null}
        <PatientFormFoot
          error={error}
          onCancel={onClose}
          loading={add.isPending}
          label={t('ui.addPatient')}
        />
      </Form>
    </Modal>
  );
}
