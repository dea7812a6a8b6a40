import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HosId } from '@portal/shared';
import {
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_PATH,
  logoUploadResponse,
} from '@portal/shared/console';
import { buildUrl, errorText, send } from '../../../lib/api.ts';
import type { FactsDoc } from '../documents.ts';
import { LocalizedInput } from './localized-input.tsx';
import type { EditorProps } from './setting-editor.tsx';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : ['Asia/Shanghai', 'UTC'];

/** The hospital's names in both languages, logo, address, hotline, visiting hours and time zone. */
export function FactsEditor({
  value,
  onChange,
  readOnly,
  hosId,
}: EditorProps<FactsDoc> & { hosId: HosId }) {
  const { t } = useTranslation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = <K extends keyof FactsDoc>(key: K, v: FactsDoc[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <Form layout="vertical">
      <LocalizedInput
        id="facts-names"
        label={t('facts.names')}
        value={value.names}
        disabled={readOnly}
        onChange={(v) => set('names', v)}
      />
      <Form.Item label={t('facts.logo')} htmlFor="facts-logo">
        <Space align="center" wrap>
          {value.logo && (
            <img
              src={value.logo}
              alt={t('facts.logoAlt')}
              style={{ maxHeight: 48, maxWidth: 200 }}
            />
          )}
          <Upload
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            showUploadList={false}
            disabled={readOnly}
            customRequest={({ file, onSuccess, onError }) => {
              const form = new FormData();
              form.append(LOGO_FIELD, file as Blob);
              setUploadError(null);
              if ((file as Blob).size > LOGO_MAX_BYTES) {
                setUploadError(t('facts.logoTooLarge', { mb: LOGO_MAX_BYTES / 1024 / 1024 }));
                return;
              }
              send('POST', buildUrl(LOGO_UPLOAD_PATH, { hosId }), form)
                .then((data) => {
                  const { path } = logoUploadResponse.shape.data.parse(data);
                  set('logo', path);
                  onSuccess?.(data);
                })
                .catch((e: Error) => {
                  setUploadError(errorText(e));
                  onError?.(e);
                });
            }}
          >
            <Button id="facts-logo" icon={<UploadOutlined aria-hidden />} disabled={readOnly}>
              {t('facts.uploadLogo')}
            </Button>
          </Upload>
          {value.logo && !readOnly && (
            <Button onClick={() => set('logo', null)}>{t('facts.removeLogo')}</Button>
          )}
        </Space>
        {uploadError && (
          <Alert type="error" showIcon role="alert" title={uploadError} style={{ marginTop: 8 }} />
        )}
      </Form.Item>
      <LocalizedInput
        id="facts-address"
        label={t('facts.address')}
        value={value.address}
        disabled={readOnly}
        onChange={(v) => set('address', v)}
      />
      <Form.Item label={t('facts.hotline')} htmlFor="facts-hotline">
        <Input
          id="facts-hotline"
          value={value.hotline ?? ''}
          disabled={readOnly}
          inputMode="tel"
          onChange={(e) => set('hotline', e.target.value)}
        />
      </Form.Item>
      <LocalizedInput
        id="facts-hours"
        label={t('facts.visitingHours')}
        value={value.visitingHours}
        disabled={readOnly}
        multiline
        onChange={(v) => set('visitingHours', v)}
      />
      <Form.Item label={t('field.timeZone')} htmlFor="facts-zone">
        <Select
          id="facts-zone"
          showSearch
          value={value.timeZone}
          disabled={readOnly}
          onChange={(v: string) => set('timeZone', v)}
          options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
        />
      </Form.Item>
    </Form>
  );
}
