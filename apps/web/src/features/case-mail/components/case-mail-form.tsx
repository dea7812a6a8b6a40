import { Alert, Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import {
  caseMailFee,
  contactPhoneSchema,
  type CaseMailKind,
  type Patient,
  type HosId,
} from '@portal/shared';
import { requiredRule, revalidateShownErrors, schemaRule } from '../../../lib/form-rules.ts';
import { formatFen } from '../../../lib/money.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { useOrderCaseMail, type CaseMailForm as FormValues } from '../api/case-mail-actions.ts';
import {
  useCaseMailSettings,
  useCaseMailStays,
  useCaseMailVisits,
} from '../api/get-case-mail-data.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';
import { useDictionary } from '../../../lib/query-kit/dictionary.ts';

interface CaseMailFormProps {
  hosId: HosId;
  patient: Patient;
  timeZone: string;
}

/**
 * A new request — which past stay or outpatient visit, printing type and copies, sent by express to a contact address or
 * picked up at a records desk — with the fee the hospital's CASE_MAIL settings give (previewed with the shared rule the
 * server charges by), then paid by QR on the payment page.
 */
export function CaseMailForm({ hosId, patient, timeZone }: CaseMailFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const stays = useCaseMailStays(hosId, patient.patientId);
  const visits = useCaseMailVisits(hosId, patient.patientId);
  const settings = useCaseMailSettings(hosId);
  const printing = useDictionary(hosId, 'case_mail_printing_type');
  const express = useDictionary(hosId, 'case_mail_express_company');
  const desks = useDictionary(hosId, 'case_mail_medical_address');
  const order = useOrderCaseMail(hosId, patient);
  const delivery = Form.useWatch('delivery', form) ?? 'express';
  const copies = Form.useWatch('copies', form);
  const hasStays = (stays.data?.length ?? 0) > 0;
  const [chosen, choose] = useState<CaseMailKind | null>(null);
  // A patient without a past stay orders an outpatient record; one with both chooses (a stay first).
  const kind = chosen ?? (stays.data && !hasStays ? 'outpatient' : 'inpatient');
  const options = (d: typeof printing) =>
    (d.data ?? []).map((i) => ({ value: i.value, label: i.label }));

  if (stays.data && visits.data && stays.data.length === 0 && visits.data.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="case-mail-no-stays"
        title={t('ui.caseMailNoStays')}
      />
    );
  }
  const fee =
    settings.data && typeof copies === 'number' && copies >= 1
      ? caseMailFee(settings.data, copies, delivery)
      : null;
  const submit = (values: FormValues) =>
    order.mutate(values, { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)) });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="case-mail-form"
      data-testid="case-mail-form"
      validateTrigger="onBlur"
      initialValues={{ copies: 1, delivery: 'express' }}
      onValuesChange={revalidateShownErrors(form)}
      onFinish={(v) => submit({ ...v, kind })}
    >
      <Form.Item label={t('ui.field.caseMailKind')}>
        <Radio.Group
          data-testid="case-mail-kind"
          value={kind}
          onChange={(e) => choose(e.target.value as CaseMailKind)}
          options={[
            { value: 'inpatient', label: t('ui.caseMailKind_inpatient'), disabled: !hasStays },
            {
              value: 'outpatient',
              label: t('ui.caseMailKind_outpatient'),
              disabled: (visits.data?.length ?? 0) === 0,
            },
          ]}
        />
      </Form.Item>
      {kind === 'inpatient' ? (
        <Form.Item name="stayId" label={t('ui.field.stayId')} rules={[requiredRule('stayId')]}>
          <Select
            data-testid="case-mail-stay"
            loading={stays.isPending}
            options={(stays.data ?? []).map((s) => ({
              value: s.stayId,
              label: `${s.deptName} · ${s.admittedOn} – ${s.dischargedOn}`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="visitId" label={t('ui.field.visitId')} rules={[requiredRule('visitId')]}>
          <Select
            data-testid="case-mail-visit"
            loading={visits.isPending}
            options={(visits.data ?? []).map((v) => ({
              value: v.visitId,
              label: `${v.visitDate} · ${v.deptName} · ${v.doctorName}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="printingType"
        label={t('ui.field.printingType')}
        rules={[requiredRule('printingType')]}
      >
        <Select
          data-testid="case-mail-printing"
          loading={printing.isPending}
          options={options(printing)}
        />
      </Form.Item>
      <Form.Item name="copies" label={t('ui.field.copies')} rules={[requiredRule('copies')]}>
        <InputNumber
          data-testid="case-mail-copies"
          min={1}
          max={settings.data?.maxCopies ?? 10}
          precision={0}
        />
      </Form.Item>
      <Form.Item name="delivery" label={t('ui.field.delivery')}>
        <Radio.Group
          data-testid="case-mail-delivery"
          options={[
            { value: 'express', label: t('ui.caseMailDelivery_express') },
            { value: 'pickup', label: t('ui.caseMailDelivery_pickup') },
          ]}
        />
      </Form.Item>
      {delivery === 'express' ? (
        <>
          <Form.Item
            name="expressCompany"
            label={t('ui.field.expressCompany')}
            rules={[requiredRule('expressCompany')]}
          >
            <Select
              data-testid="case-mail-express"
              loading={express.isPending}
              options={options(express)}
            />
          </Form.Item>
          <Form.Item
            name="recipientName"
            label={t('ui.field.recipientName')}
            rules={[requiredRule('recipientName')]}
          >
            <Input data-testid="case-mail-recipient" maxLength={40} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="recipientPhone"
            label={t('ui.field.recipientPhone')}
            rules={[schemaRule(contactPhoneSchema, 'recipientPhone')]}
          >
            <Input data-testid="case-mail-phone" maxLength={20} autoComplete="tel" />
          </Form.Item>
          <Form.Item name="address" label={t('ui.field.address')} rules={[requiredRule('address')]}>
            <Input.TextArea
              data-testid="case-mail-address"
              maxLength={200}
              autoSize={{ minRows: 2 }}
              autoComplete="street-address"
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="pickupAddress"
          label={t('ui.field.pickupAddress')}
          rules={[requiredRule('pickupAddress')]}
        >
          <Select data-testid="case-mail-desk" loading={desks.isPending} options={options(desks)} />
        </Form.Item>
      )}
      <p className="case-mail-form__fee" data-testid="case-mail-fee">
        {fee === null
          ? null
          : t(delivery === 'express' ? 'ui.caseMailFeeExpress' : 'ui.caseMailFeePickup', {
              fee: formatFen(fee),
              copies,
              price: formatFen(settings.data!.pricePerCopy),
              postage: formatFen(settings.data!.postage),
            })}
      </p>
      <ActionError
        action={order}
        timeZone={timeZone}
        testId="case-mail-error"
        className="case-mail-form__error"
      />
      <Button
        type="primary"
        htmlType="submit"
        loading={order.isPending}
        data-testid="case-mail-submit"
      >
        {t('ui.caseMailSubmit')}
      </Button>
    </Form>
  );
}
