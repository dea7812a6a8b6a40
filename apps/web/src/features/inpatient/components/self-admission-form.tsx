import '../inpatient.css';
import { Button, Empty, Form, Input, Result, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { contactPhoneSchema, type DictionaryCode, type HosId } from '@portal/shared';
import { schemaRule } from '../../../lib/form-rules.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useInpatientHome } from '../api/get-inpatient.ts';
import { useSelfAdmission } from '../api/stay-actions.ts';
import { useDictionary } from '../../../lib/query-kit/dictionary.ts';
import { inpatientKeys } from '../api/inpatient-keys.ts';

interface Values {
  noticeId: string;
  identity: string;
  contactName: string;
  contactPhone: string;
  insuranceType: string;
}

function DictionarySelect({
  hosId,
  code,
  testId,
  ...rest
}: {
  hosId: HosId;
  code: DictionaryCode;
  testId: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const items = useDictionary(hosId, code, inpatientKeys.dictionary);
  return (
    <Select
      {...rest}
      loading={items.isPending}
      data-testid={testId}
      options={(items.data ?? []).map((i) => ({ value: i.value, label: i.label }))}
    />
  );
}

/**
 * /inpatient/self-admission: the patient completes an admission a doctor's notice asked for — identity,
 * contact person, insurance type (dictionaries admission_identify, insurance_file_code) — and learns the ward
 * and the day to arrive; the first deposit is then paid on the inpatient deposit page (in-recharge) by QR.
 */
export function SelfAdmissionForm({
  hosId,
  patientId,
  timeZone,
}: {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const home = useInpatientHome(hosId, patientId);
  const admit = useSelfAdmission(hosId);
  if (admit.isSuccess) {
    const s = admit.data;
    return (
      <Result
        status="success"
        data-testid="admission-done"
        title={t('ui.admissionDone')}
        subTitle={t('ui.admissionDoneText', {
          patient: home.data?.patientName ?? '',
          ward: s.ward,
          dept: s.deptName,
          date: s.arriveOn,
          bed: s.bed,
        })}
        extra={
          <Button
            type="primary"
            data-testid="pay-first-deposit"
            onClick={() => navigate('/recharge/in/homepage/recharge')}
          >
            {t('ui.payFirstDeposit')}
          </Button>
        }
      />
    );
  }
  if (home.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (home.isError)
    return <Empty className="page-empty" description={errorText(home.error, timeZone)} />;
  const notices = home.data.notices;
  if (notices.length === 0)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="no-admission-notice">{t('ui.noAdmissionNotice')}</span>}
      />
    );
  const asked = params.get('notice');
  const initial = notices.find((n) => n.noticeId === asked) ?? notices[0]!;
  return (
    <Form<Values>
      layout="vertical"
      className="inpatient-page"
      data-testid="self-admission-form"
      initialValues={{
        noticeId: initial.noticeId,
        identity: 'self',
        contactName: '',
        contactPhone: '',
        insuranceType: undefined,
      }}
      onFinish={(v) => admit.mutate({ ...v, patientId })}
    >
      <Form.Item
        name="noticeId"
        label={t('ui.admissionNotice')}
        rules={[{ required: true, message: t('C018', { field: t('ui.admissionNotice') }) }]}
      >
        <Select
          data-testid="admission-notice"
          options={notices.map((n) => ({
            value: n.noticeId,
            label: `${t('ui.admissionNoticeLine', { dept: n.deptName, ward: n.ward, doctor: n.doctorName, date: n.arriveOn })}${n.diagnosis ? ` · ${t('ui.noticeDiagnosis')}: ${n.diagnosis}` : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="identity"
        label={t('ui.admissionIdentity')}
        rules={[{ required: true, message: t('C018', { field: t('ui.admissionIdentity') }) }]}
      >
        <DictionarySelect hosId={hosId} code="admission_identify" testId="admission-identity" />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('ui.contactName')}
        rules={[
          {
            required: true,
            whitespace: true,
            max: 50,
            message: t('C018', { field: t('ui.contactName') }),
          },
        ]}
      >
        <Input data-testid="admission-contact-name" autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('ui.contactPhone')}
        rules={[schemaRule(contactPhoneSchema, 'contactPhone')]}
      >
        <Input data-testid="admission-contact-phone" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="insuranceType"
        label={t('ui.insuranceType')}
        rules={[{ required: true, message: t('C018', { field: t('ui.insuranceType') }) }]}
      >
        <DictionarySelect hosId={hosId} code="insurance_file_code" testId="admission-insurance" />
      </Form.Item>
      {admit.isError && (
        <p role="alert" className="form-error" data-testid="admission-error">
          {errorText(admit.error, timeZone)}
        </p>
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={admit.isPending}
        data-testid="admission-submit"
      >
        {t('ui.completeAdmission')}
      </Button>
    </Form>
  );
}
