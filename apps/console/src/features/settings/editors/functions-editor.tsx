import { Button, Input, Space, Switch, Table } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { asLocalized, type FunctionModuleDoc, type FunctionsDoc } from '../documents.ts';
import { MenuEditor } from './menu-editor.tsx';
import { move } from './move.ts';
import type { EditorProps } from './setting-editor.tsx';

/**
 * The hospital's function modules in the order shown: switch each on or off, rename it in both languages, move it up
 * or down (buttons, so the keyboard reorders as well as a mouse); below them the navigator's menu (MenuEditor). Ids are
 * fixed: none is added or removed here.
 */
export function FunctionsEditor({ value, onChange, readOnly }: EditorProps<FunctionsDoc>) {
  const { t } = useTranslation();
  const modules = value.modules ?? [];
  const setModules = (next: FunctionModuleDoc[]) => onChange({ ...value, modules: next });
  const update = (i: number, patch: Partial<FunctionModuleDoc>) =>
    setModules(modules.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <>
      <Table
        size="small"
        rowKey="moduleId"
        pagination={false}
        dataSource={modules}
        columns={[
          {
            title: t('functions.order'),
            key: 'order',
            render: (_: unknown, m, i) => (
              <Space.Compact>
                <Button
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('functions.moveUp', {
                    name: asLocalized(m.alias)['en-US'] || m.moduleId,
                  })}
                  disabled={readOnly || i === 0}
                  onClick={() => setModules(move(modules, i, -1))}
                />
                <Button
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('functions.moveDown', {
                    name: asLocalized(m.alias)['en-US'] || m.moduleId,
                  })}
                  disabled={readOnly || i === modules.length - 1}
                  onClick={() => setModules(move(modules, i, 1))}
                />
              </Space.Compact>
            ),
          },
          {
            title: t('functions.id'),
            dataIndex: 'moduleId',
            render: (id: string) => <code>{id}</code>,
          },
          {
            title: t('functions.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean, m, i) => (
              <Switch
                checked={on}
                disabled={readOnly}
                aria-label={t('functions.enabledOf', { id: m.moduleId })}
                onChange={(checked) => update(i, { enabled: checked })}
              />
            ),
          },
          ...(['zh-CN', 'en-US'] as const).map((lang) => ({
            title: t('functions.alias', { lang: t(`language.${lang}`) }),
            key: `alias-${lang}`,
            render: (_: unknown, m: FunctionModuleDoc, i: number) => (
              <Input
                lang={lang}
                aria-label={t('functions.aliasOf', { id: m.moduleId, lang: t(`language.${lang}`) })}
                value={asLocalized(m.alias)[lang]}
                disabled={readOnly}
                onChange={(e) =>
                  update(i, { alias: { ...asLocalized(m.alias), [lang]: e.target.value } })
                }
              />
            ),
          })),
        ]}
      />
      <MenuEditor
        menu={value.menu ?? []}
        readOnly={readOnly}
        onChange={(menu) => onChange({ ...value, menu })}
      />
    </>
  );
}
