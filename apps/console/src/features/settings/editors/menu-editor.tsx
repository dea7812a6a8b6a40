import { Button, Card, Input, Space, Switch, Table } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { asLocalized, type FunctionsDoc, type Localized } from '../documents.ts';
import { move } from './move.ts';

type Group = FunctionsDoc['menu'][number];
type Item = Group['items'][number];
const LANGS: readonly Language[] = ['zh-CN', 'en-US'];
const PARAM_KEY = /^\w{1,40}$/;

/** Up and down buttons for one entry of a list: the keyboard reorders as well as a mouse. */
function OrderButtons(props: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (by: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Button
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('functions.moveUp', { name: props.name })}
        disabled={props.disabled || props.index === 0}
        onClick={() => props.onMove(-1)}
      />
      <Button
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('functions.moveDown', { name: props.name })}
        disabled={props.disabled || props.index === props.count - 1}
        onClick={() => props.onMove(1)}
      />
    </Space.Compact>
  );
}

/** A name in both languages, side by side. */
function NameInputs(props: {
  value: unknown;
  label: (lang: Language) => string;
  disabled: boolean;
  onChange: (next: Localized) => void;
}) {
  const name = asLocalized(props.value);
  return (
    <Space wrap>
      {LANGS.map((lang) => (
        <Input
          key={lang}
          lang={lang}
          aria-label={props.label(lang)}
          value={name[lang]}
          disabled={props.disabled}
          status={name[lang].trim() === '' ? 'error' : undefined}
          onChange={(e) => props.onChange({ ...name, [lang]: e.target.value })}
          style={{ width: 180 }}
        />
      ))}
    </Space>
  );
}

/**
 * An item's parameters: the query its link carries (for example a department id), as name = value rows. A name is
 * letters, digits and underscores; a row being typed keeps its place until it has a name.
 */
function ParamsEditor(props: {
  itemId: string;
  params: Item['params'];
  disabled: boolean;
  onChange: (next: Item['params']) => void;
}) {
  const { t } = useTranslation();
  const rows = Object.entries(props.params);
  const set = (next: [string, string][]) => props.onChange(Object.fromEntries(next));
  return (
    <Space orientation="vertical" size={4}>
      {rows.map(([key, value], i) => (
        <Space.Compact key={i}>
          <Input
            aria-label={t('navMenu.paramName', { id: props.itemId, n: i + 1 })}
            value={key}
            disabled={props.disabled}
            status={PARAM_KEY.test(key) ? undefined : 'error'}
            onChange={(e) => set(rows.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))}
            style={{ width: 120 }}
          />
          <Input
            aria-label={t('navMenu.paramValue', { id: props.itemId, n: i + 1 })}
            value={value}
            disabled={props.disabled}
            maxLength={200}
            onChange={(e) => set(rows.map((r, j) => (j === i ? [r[0], e.target.value] : r)))}
            style={{ width: 160 }}
          />
          <Button
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('navMenu.removeParam', { id: props.itemId, n: i + 1 })}
            disabled={props.disabled}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        disabled={props.disabled || rows.some(([k]) => k === '')}
        onClick={() => set([...rows, ['', '']])}
      >
        {t('navMenu.addParam')}
      </Button>
    </Space>
  );
}

/**
 * The navigator's menu: each group on or off, in order, named in both languages; its items in order, named, with the
 * parameters their links carry. Ids are the hospital's: none is added or removed here.
 */
export function MenuEditor(props: {
  menu: FunctionsDoc['menu'];
  readOnly: boolean;
  onChange: (next: FunctionsDoc['menu']) => void;
}) {
  const { t } = useTranslation();
  const { menu, readOnly, onChange } = props;
  const updateGroup = (g: number, patch: Partial<Group>) =>
    onChange(menu.map((group, i) => (i === g ? { ...group, ...patch } : group)));
  const updateItem = (g: number, it: number, patch: Partial<Item>) =>
    updateGroup(g, {
      items: menu[g]!.items.map((item, i) => (i === it ? { ...item, ...patch } : item)),
    });
  return (
    <section aria-label={t('navMenu.title')}>
      <h2 className="card-title">{t('navMenu.title')}</h2>
      {menu.map((group, g) => {
        const groupName = asLocalized(group.title)['en-US'] || group.groupId;
        return (
          <Card
            key={group.groupId}
            size="small"
            style={{ marginBottom: 12 }}
            title={
              <Space wrap>
                <OrderButtons
                  name={groupName}
                  index={g}
                  count={menu.length}
                  disabled={readOnly}
                  onMove={(by) => onChange(move(menu, g, by))}
                />
                <code>{group.groupId}</code>
                <Switch
                  checked={group.enabled}
                  disabled={readOnly}
                  aria-label={t('functions.enabledOf', { id: group.groupId })}
                  onChange={(enabled) => updateGroup(g, { enabled })}
                />
                <NameInputs
                  value={group.title}
                  disabled={readOnly}
                  label={(lang) =>
                    t('functions.aliasOf', { id: group.groupId, lang: t(`language.${lang}`) })
                  }
                  onChange={(title) => updateGroup(g, { title })}
                />
              </Space>
            }
          >
            <Table
              size="small"
              rowKey="itemId"
              pagination={false}
              dataSource={group.items}
              columns={[
                {
                  title: t('functions.order'),
                  key: 'order',
                  render: (_: unknown, item, i) => (
                    <OrderButtons
                      name={asLocalized(item.alias)['en-US'] || item.itemId}
                      index={i}
                      count={group.items.length}
                      disabled={readOnly}
                      onMove={(by) => updateGroup(g, { items: move(group.items, i, by) })}
                    />
                  ),
                },
                {
                  title: t('navMenu.item'),
                  dataIndex: 'itemId',
                  render: (id: string) => <code>{id}</code>,
                },
                {
                  title: t('navMenu.itemName'),
                  key: 'alias',
                  render: (_: unknown, item, i) => (
                    <NameInputs
                      value={item.alias}
                      disabled={readOnly}
                      label={(lang) =>
                        t('functions.aliasOf', { id: item.itemId, lang: t(`language.${lang}`) })
                      }
                      onChange={(alias) => updateItem(g, i, { alias })}
                    />
                  ),
                },
                {
                  title: t('navMenu.params'),
                  key: 'params',
                  render: (_: unknown, item, i) => (
                    <ParamsEditor
                      itemId={item.itemId}
                      params={item.params}
                      disabled={readOnly}
                      onChange={(params) => updateItem(g, i, { params })}
                    />
                  ),
                },
              ]}
            />
          </Card>
        );
      })}
    </section>
  );
}
