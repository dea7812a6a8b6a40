import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_TEXT_MAX,
  complaintCreateBody,
  contactPhoneSchema,
  type HosId,
} from '@portal/shared';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { formBehaviour, requiredRule, schemaRule } from '../../../lib/form-rules.ts';
import { useCreateComplaint, type ComplaintFormValues } from '../api/complaints.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';

/**
 * A complaint or a suggestion — category, details, up to three photos (uploaded as they are chosen,
 * bizType feedback) and a contact phone — checked by the same zod schema the server applies.
 */
export function ComplaintForm({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ComplaintFormValues>();
  const create = useCreateComplaint(hosId);
  const content = complaintCreateBody.shape.content;
  const submit = (values: ComplaintFormValues) =>
    create.mutate(
      { ...values, photos: values.photos ?? [] },
      {
        onSuccess: () => form.resetFields(),
      },
    );

  return (
    <Form<ComplaintFormValues>
      {...formBehaviour(form)}
      className="complaint-form"
      data-testid="complaint-form"
      initialValues={{ kind: 'complaint', photos: [] }}
      onFinish={submit}
    >
      <Form.Item name="kind" label={t('ui.complaintKind')}>
        <Radio.Group
          data-testid="complaint-kind"
          options={[
            { value: 'complaint', label: t('ui.complaintKind.complaint') },
            { value: 'suggestion', label: t('ui.complaintKind.suggestion') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('ui.complaintCategory')}
        rules={[requiredRule('category')]}
      >
        <Select
          data-testid="complaint-category"
          placeholder={t('ui.complaintCategoryPlaceholder')}
          options={COMPLAINT_CATEGORIES.map((c) => ({
            value: c,
            label: t(`ui.complaintCategory.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('ui.complaintContent')}
        rules={[schemaRule(content, 'content')]}
      >
        <Input.TextArea
          data-testid="complaint-content"
          maxLength={COMPLAINT_TEXT_MAX}
          showCount
          autoSize={{ minRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="photos" label={t('ui.complaintPhotos', { max: COMPLAINT_MAX_PHOTOS })}>
        <FileUpload
          hosId={hosId}
          bizType="feedback"
          addLabel={t('ui.complaintAddPhoto')}
          testId="complaint-photos"
        />
      </Form.Item>
      <Form.Item name="contactName" label={t('ui.complaintContactName')}>
        <Input data-testid="complaint-contact-name" maxLength={40} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('ui.complaintContactPhone')}
        rules={[schemaRule(contactPhoneSchema, 'contactPhone')]}
      >
        <Input
          data-testid="complaint-contact-phone"
          maxLength={20}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <ActionError action={create} testId="complaint-error" className="complaint-form__alert" />
      {create.isSuccess ? (
        <Alert
          type="success"
          showIcon
          className="complaint-form__alert"
          data-testid="complaint-submitted"
          title={t('ui.complaintSubmitted')}
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={create.isPending}
        data-testid="complaint-submit"
      >
        {t('ui.complaintSubmit')}
      </Button>
    </Form>
  );
}
