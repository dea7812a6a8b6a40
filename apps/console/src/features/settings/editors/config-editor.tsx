import { useState } from 'react';
import { Collapse, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONFIG_GROUPS,
  hospitalConfigFields,
  hospitalConfigMeaning,
  type ConfigField,
  type ConfigKey,
} from '@portal/shared';
import { SETTING_CONFIG_KEYS } from '@portal/shared/console';
import type { ConfigDoc } from '../documents.ts';
import type { EditorProps } from './setting-editor.tsx';

export type ValueEditorKind = 'boolean' | 'number' | 'enum' | 'json' | 'text';

/** The options of an enum key (its schema is a z.enum), else null. */
function enumOptions(field: ConfigField): string[] | null {
  const schema = field.schema as { options?: unknown };
  return Array.isArray(schema.options) && schema.options.every((o) => typeof o === 'string')
    ? (schema.options as string[])
    : null;
}

/** Which editor a key gets, from its typed default and its schema. */
export function valueEditorKind(field: ConfigField): ValueEditorKind {
  if (typeof field.default === 'boolean') return 'boolean';
  if (typeof field.default === 'number') return 'number';
  if (enumOptions(field)) return 'enum';
  if (typeof field.default === 'string') return 'text';
  return 'json';
}

/** A JSON value typed as text: kept as text while it does not parse, so typing is never interrupted. */
function JsonInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: unknown;
  onChange: (v: unknown) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <>
      <Input.TextArea
        id={id}
        autoSize={{ minRows: 2, maxRows: 12 }}
        value={text}
        disabled={disabled}
        status={bad ? 'error' : undefined}
        aria-invalid={bad}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value) as unknown);
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
        style={{ fontFamily: 'monospace' }}
      />
      {bad && <div role="alert">{t('config.badJson')}</div>}
    </>
  );
}

function ValueInput({
  id,
  configKey,
  value,
  onChange,
  disabled,
}: {
  id: string;
  configKey: ConfigKey;
  value: unknown;
  onChange: (v: unknown) => void;
  disabled: boolean;
}) {
  const field = hospitalConfigFields[configKey] as ConfigField;
  switch (valueEditorKind(field)) {
    case 'boolean':
      return <Switch id={id} checked={value === true} disabled={disabled} onChange={onChange} />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          disabled={disabled}
          onChange={(v) => onChange(v ?? field.default)}
        />
      );
    case 'enum':
      return (
        <Select
          id={id}
          value={value as string}
          disabled={disabled}
          onChange={onChange}
          options={enumOptions(field)!.map((o) => ({ value: o, label: o }))}
          style={{ minWidth: 200 }}
        />
      );
    case 'text':
      return (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'json':
      return <JsonInput id={id} value={value} disabled={disabled} onChange={onChange} />;
  }
}

/**
 * Every configuration key of the document, grouped as the registry groups them, each with its meaning and an editor
 * that fits its type (hospital-config.ts). A key missing from the document shows its default. The keys the facts
 * own (the hotline) are not here: SETTING_CONFIG_KEYS leaves them out.
 */
export function ConfigEditor({ value, onChange, readOnly }: EditorProps<ConfigDoc>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const values = value.values ?? {};
  const keys = SETTING_CONFIG_KEYS;
  const q = search.trim().toLowerCase();
  const shown = keys.filter(
    (k) =>
      !q ||
      k.toLowerCase().includes(q) ||
      hospitalConfigMeaning[k].description.toLowerCase().includes(q),
  );
  const set = (key: ConfigKey, v: unknown) =>
    onChange({ ...value, values: { ...values, [key]: v } });
  const groups = CONFIG_GROUPS.filter((g) =>
    shown.some((k) => hospitalConfigFields[k].group === g),
  );
  return (
    <>
      <Input.Search
        aria-label={t('config.search')}
        placeholder={t('config.search')}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 16 }}
      />
      <Collapse
        defaultActiveKey={groups.slice(0, 1)}
        activeKey={q ? groups : undefined}
        items={groups.map((group) => ({
          key: group,
          label: group,
          children: (
            <Form layout="vertical">
              {shown
                .filter((k) => hospitalConfigFields[k].group === group)
                .map((k) => (
                  <Form.Item
                    key={k}
                    label={<code>{k}</code>}
                    htmlFor={`config-${k}`}
                    extra={hospitalConfigMeaning[k].description}
                  >
                    <ValueInput
                      id={`config-${k}`}
                      configKey={k}
                      value={k in values ? values[k] : hospitalConfigFields[k].default}
                      disabled={readOnly}
                      onChange={(v) => set(k, v)}
                    />
                  </Form.Item>
                ))}
            </Form>
          ),
        }))}
      />
    </>
  );
}
