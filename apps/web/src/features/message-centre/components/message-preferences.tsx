import { Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessagePreference, HosId } from '@portal/shared';
import { usePreferences, useSavePreference } from '../api/messages.ts';

/** Per kind of notice: text message and in-portal message on or off (reminders can be switched off). */
export function MessagePreferences({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const prefs = usePreferences(hosId);
  const save = useSavePreference(hosId);
  const toggle = (p: MessagePreference, field: 'sms' | 'message') => (on: boolean) =>
    save.mutate({ ...p, [field]: on });
  return (
    <Table<MessagePreference>
      data-testid="message-preferences"
      size="small"
      pagination={false}
      rowKey="kind"
      loading={prefs.isLoading}
      dataSource={prefs.data?.items ?? []}
      columns={[
        {
          title: t('ui.messageKind'),
          dataIndex: 'kind',
          render: (kind: string) => t(`ui.messageKind_${kind}`),
        },
        {
          title: t('ui.messageBySms'),
          dataIndex: 'sms',
          render: (_: boolean, p) => (
            <Switch
              size="small"
              checked={p.sms}
              onChange={toggle(p, 'sms')}
              data-testid={`pref-${p.kind}-sms`}
              aria-label={`${t(`ui.messageKind_${p.kind}`)} ${t('ui.messageBySms')}`}
            />
          ),
        },
        {
          title: t('ui.messageInPortal'),
          dataIndex: 'message',
          render: (_: boolean, p) => (
            <Switch
              size="small"
              checked={p.message}
              onChange={toggle(p, 'message')}
              data-testid={`pref-${p.kind}-message`}
              aria-label={`${t(`ui.messageKind_${p.kind}`)} ${t('ui.messageInPortal')}`}
            />
          ),
        },
      ]}
    />
  );
}
