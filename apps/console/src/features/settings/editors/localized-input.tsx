import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/shared';
import { asLocalized, type Localized } from '../documents.ts';

/** One text in both languages: a labelled field per language. */
export function LocalizedInput({
  id,
  label,
  value,
  onChange,
  disabled,
  multiline,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (next: Localized) => void;
  disabled: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const current = asLocalized(value);
  return (
    <fieldset className="localized">
      <legend>{label}</legend>
      {LANGUAGES.map((lang) => {
        const fieldId = `${id}-${lang}`;
        const props = {
          id: fieldId,
          lang,
          value: current[lang],
          disabled,
          onChange: (e: { target: { value: string } }) =>
            onChange({ ...current, [lang]: e.target.value }),
        };
        return (
          <Form.Item
            key={lang}
            label={`${label} (${t(`language.${lang}`)})`}
            htmlFor={fieldId}
            style={{ marginBottom: 8 }}
          >
            {multiline ? (
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} {...props} />
            ) : (
              <Input {...props} />
            )}
          </Form.Item>
        );
      })}
    </fieldset>
  );
}
