import { useMemo, useState } from 'react';
import { Input, Segmented, Space, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { catalogue, LANGUAGES, type Language } from '@portal/shared';
import type { CaptionsDoc } from '../documents.ts';
import type { EditorProps } from './setting-editor.tsx';

/** Catalogue keys whose key, default text or override contains the search (any case). */
export function matchingKeys(
  lang: Language,
  overrides: Record<string, string>,
  search: string,
  onlyOverridden: boolean,
) {
  const q = search.trim().toLowerCase();
  return Object.keys(catalogue[lang]).filter(
    (key) =>
      (!onlyOverridden || key in overrides) &&
      (!q ||
        key.toLowerCase().includes(q) ||
        catalogue[lang][key]!.toLowerCase().includes(q) ||
        (overrides[key] ?? '').toLowerCase().includes(q)),
  );
}

/** The portal's catalogue, per language: each key's default text beside the hospital's override (empty: the default). */
export function CaptionsEditor({ value, onChange, readOnly }: EditorProps<CaptionsDoc>) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(currentLanguage);
  const [search, setSearch] = useState('');
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const overrides = useMemo(() => value[lang] ?? {}, [value, lang]);
  const rows = useMemo(
    () => matchingKeys(lang, overrides, search, onlyOverridden).map((key) => ({ key })),
    [lang, overrides, search, onlyOverridden],
  );
  const set = (key: string, text: string) => {
    const { [key]: _old, ...rest } = overrides;
    onChange({ ...value, [lang]: text === '' ? rest : { ...rest, [key]: text } });
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('captions.language')}
          value={lang}
          onChange={(v) => setLang(v as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        />
        <Input.Search
          aria-label={t('captions.search')}
          placeholder={t('captions.search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <label>
          <Switch size="small" checked={onlyOverridden} onChange={setOnlyOverridden} />{' '}
          {t('captions.onlyOverridden')}
        </label>
      </Space>
      <Table
        size="small"
        rowKey="key"
        dataSource={rows}
        pagination={{ pageSize: 25, showSizeChanger: false }}
        columns={[
          {
            title: t('captions.key'),
            dataIndex: 'key',
            width: '22%',
            render: (k: string) => <code>{k}</code>,
          },
          {
            title: t('captions.default'),
            key: 'default',
            render: (_: unknown, { key }) => <span lang={lang}>{catalogue[lang][key]}</span>,
          },
          {
            title: t('captions.override'),
            key: 'override',
            render: (_: unknown, { key }) => (
              <Input.TextArea
                lang={lang}
                aria-label={t('captions.overrideOf', { key })}
                autoSize={{ minRows: 1, maxRows: 6 }}
                value={overrides[key] ?? ''}
                disabled={readOnly}
                placeholder={t('captions.usesDefault')}
                onChange={(e) => set(key, e.target.value)}
              />
            ),
          },
        ]}
      />
    </>
  );
}
