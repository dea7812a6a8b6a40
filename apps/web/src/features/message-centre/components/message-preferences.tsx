import { Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessagePreference, HosId } from '@portal/shared';
import { usePreferences, useSavePreference } from '../api/messages.ts';

/** The ways a notice reaches the patient, each switched on or off per kind. */
const CHANNELS = ['sms', 'message'] as const;
const CHANNEL_TITLES = { sms: 'ui.messageBySms', message: 'ui.messageInPortal' } as const;

/** Per kind of notice: text message and in-portal message on or off (reminders can be switched off). */
export function MessagePreferences({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const prefs = usePreferences(hosId);
  const save = useSavePreference(hosId);
  const toggle = (p: MessagePreference, field: (typeof CHANNELS)[number]) => (on: boolean) =>
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
        ...CHANNELS.map((channel) => ({
          title: t(CHANNEL_TITLES[channel]),
          dataIndex: channel,
          render: (_: boolean, p: MessagePreference) => (
            <Switch
              size="small"
              checked={p[channel]}
              onChange={toggle(p, channel)}
              data-testid={`pref-${p.kind}-${channel}`}
              aria-label={`${t(`ui.messageKind_${p.kind}`)} ${t(CHANNEL_TITLES[channel])}`}
            />
          ),
        })),
      ]}
    />
  );
}
