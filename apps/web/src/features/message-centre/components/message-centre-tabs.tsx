import type { HosId } from '@portal/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageList } from './message-list.tsx';
import { MessagePreferences } from './message-preferences.tsx';

/** The message centre's content: the list and the reminder preferences (loaded with its drawer, message-drawer.tsx). */
export function MessageCentreTabs({
  hosId,
  timeZone,
  onNavigate,
}: {
  hosId: HosId;
  timeZone: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        {
          key: 'list',
          label: t('ui.messageTabList'),
          children: <MessageList hosId={hosId} timeZone={timeZone} onNavigate={onNavigate} />,
        },
        {
          key: 'prefs',
          label: t('ui.messageTabPreferences'),
          children: <MessagePreferences hosId={hosId} />,
        },
      ]}
    />
  );
}
