import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { phoneSchema } from '@portal/shared';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { RELATION_CODES, relationKey } from '../utils/labels.ts';

/** The patient's name: 1–40 characters after trimming (shared addPatientBody). */
export const nameSchema = z
  .string({ error: 'C018' })
  .trim()
  .min(1, { error: 'C018' })
  .max(40, { error: 'C019' });

export function NameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="patientName"
      label={t('ui.field.patientName')}
      rules={[schemaRule(nameSchema, 'patientName')]}
      required
    >
      <Input data-testid="patient-form-name" maxLength={40} autoComplete="off" />
    </Form.Item>
  );
}

/** The patient's phone. When editing it may stay empty: the masked number on file is kept. */
export function PatientPhoneField({
  optional,
  placeholder,
}: {
  optional?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const schema = optional ? phoneSchema.optional().or(z.literal('')) : phoneSchema;
  return (
    <Form.Item
      name="phone"
      label={t('ui.field.phone')}
      rules={[schemaRule(schema, 'phone')]}
      required={!optional}
    >
      <Input
        data-testid="patient-form-phone"
        maxLength={11}
        inputMode="numeric"
        placeholder={placeholder}
        autoComplete="off"
      />
    </Form.Item>
  );
}

/** Relation 0–5. */
export function RelationField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="relation"
      label={t('ui.field.relation')}
      rules={[{ required: true, message: t('C018', { field: t('ui.field.relation') }) }]}
      required
    >
      <Radio.Group
        data-testid="patient-form-relation"
        aria-label={t('ui.field.relation')}
        optionType="button"
        options={RELATION_CODES.map((code) => ({ value: code, label: t(relationKey(code)) }))}
      />
    </Form.Item>
  );
}

/** The foot of a patient form: the failed submit, then cancel and the submit button. */
export function PatientFormFoot({
  error,
  onCancel,
  loading,
  label,
}: {
  error: unknown;
  onCancel: () => void;
  loading: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={error} />
      <div className="modal-form__actions">
        <Button onClick={onCancel}>{t('ui.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={loading}
          data-testid="patient-form-submit"
        >
          {label}
        </Button>
      </div>
    </>
  );
}
