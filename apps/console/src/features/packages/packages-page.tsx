import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { packageEditorCalls as calls, type ConsolePackage } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { currentLanguage, LANGUAGES } from '../../lib/i18n.ts';
import './i18n.ts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The HIS's physical-exam packages (docs/console-content.md#physical-exam-packages): what the HIS says of each, read
 * only, and the portal's own listing — bookable here or hidden, and a note in both languages.
 */
export default function PackagesPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canEdit = me.permissions.includes('content.edit');
  const key = ['console', hosId, 'physical-packages'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => callApi(calls.listConsolePackages, { params: { hosId } }),
  });
  const [editing, setEditing] = useState<ConsolePackage | null>(null);
  const lang = currentLanguage();
  return (
    <>
      <h1>{t('menu.packages')}</h1>
      <p>{t('packages.intro')}</p>
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <Table
        rowKey="packageId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        aria-label={t('menu.packages')}
        locale={{ emptyText: t('packages.none') }}
        expandable={{
          expandedRowRender: (p) => (
            <div>
              <p>{p.description[lang]}</p>
              {p.note[lang] && <p>{p.note[lang]}</p>}
              <ul>
                {p.items.map((i) => (
                  <li key={i.name}>
                    {i.name} · ¥{yuan(i.price)}
                  </li>
                ))}
              </ul>
            </div>
          ),
        }}
        columns={[
          { title: t('packages.name'), key: 'name', render: (_: unknown, p) => p.name[lang] },
          { title: t('packages.price'), dataIndex: 'price', render: (f: number) => `¥${yuan(f)}` },
          { title: t('packages.capacity'), dataIndex: 'dailyCapacity' },
          {
            title: t('packages.shown'),
            dataIndex: 'hidden',
            render: (hidden: boolean) => (
              <Tag color={hidden ? 'default' : 'success'} variant="outlined">
                {t(hidden ? 'packages.hiddenTag' : 'packages.shownTag')}
              </Tag>
            ),
          },
          ...(canEdit
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, p: ConsolePackage) => (
                    <Button size="small" onClick={() => setEditing(p)}>
                      {t('packages.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <ListingModal pack={editing} queryKey={key} onClose={() => setEditing(null)} />}
    </>
  );
}

function ListingModal(props: { pack: ConsolePackage; queryKey: unknown[]; onClose: () => void }) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ bookable: boolean; note: ConsolePackage['note'] }>();
  const save = useMutation({
    mutationFn: (v: { bookable: boolean; note: ConsolePackage['note'] }) =>
      callApi(calls.savePackageListing, {
        params: { hosId, packageId: props.pack.packageId },
        body: { hidden: !v.bookable, note: v.note },
      }),
    onSuccess: () => {
      void message.success(t('packages.saved'));
      void client.invalidateQueries({ queryKey: props.queryKey });
      props.onClose();
    },
    onError: (e) => void message.error(errorText(e)),
  });
  return (
    <Modal
      open
      width={720}
      title={t('packages.editTitle', { name: props.pack.name[currentLanguage()] })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={props.onClose}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ bookable: !props.pack.hidden, note: props.pack.note }}
      >
        <Form.Item name="bookable" label={t('packages.bookable')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {LANGUAGES.map((lang) => (
          <div key={lang} lang={lang}>
            <p>
              <strong>{t('packages.description', { lang: t(`language.${lang}`) })}</strong>{' '}
              {props.pack.description[lang]}
            </p>
            <Form.Item
              name={['note', lang]}
              label={t('packages.note', { lang: t(`language.${lang}`) })}
            >
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </div>
        ))}
      </Form>
    </Modal>
  );
}
