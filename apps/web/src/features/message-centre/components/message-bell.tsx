import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/messages.ts';
import { MessageList } from './message-list.tsx';
import { MessagePreferences } from './message-preferences.tsx';

/** Issue 13 item 5: the header's bell with the unread count; it opens the message centre in a drawer. */
export function MessageBell({ hosId, timeZone }: { hosId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useMessages(hosId).data?.unread ?? 0;
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]} data-testid="message-unread">
        <Button type="text" icon={<BellOutlined />} onClick={() => setOpen(true)} data-testid="message-bell"
          aria-label={t('ui.messageCentreUnread', { count: unread })} />
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('ui.messageCentre')} size="large" destroyOnHidden data-testid="message-drawer">
        <Tabs items={[
          { key: 'list', label: t('ui.messageTabList'), children: <MessageList hosId={hosId} timeZone={timeZone} onNavigate={() => setOpen(false)} /> },
          { key: 'prefs', label: t('ui.messageTabPreferences'), children: <MessagePreferences hosId={hosId} /> },
        ]} />
      </Drawer>
    </>
  );
}
