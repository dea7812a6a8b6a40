import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/messages.ts';

const loadTabs = () => import('./message-centre-tabs.tsx');
const MessageCentreTabs = lazy(loadTabs);

/**
 * Issue 13 item 5: the header's bell with the unread count; it opens the message centre in a drawer. Issue 15: the
 * drawer's content is fetched when the pointer or focus reaches the bell, so framed pages do not carry it.
 */
export function MessageBell({ hosId, timeZone }: { hosId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useMessages(hosId).data?.unread ?? 0;
  const prefetch = () => void loadTabs();
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]} data-testid="message-unread">
        <Button type="text" icon={<BellOutlined />} onClick={() => setOpen(true)} onPointerEnter={prefetch} onFocus={prefetch} data-testid="message-bell"
          aria-label={t('ui.messageCentreUnread', { count: unread })} />
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('ui.messageCentre')} size="large" destroyOnHidden data-testid="message-drawer">
        <Suspense fallback={<Spin />}>
          <MessageCentreTabs hosId={hosId} timeZone={timeZone} onNavigate={() => setOpen(false)} />
        </Suspense>
      </Drawer>
    </>
  );
}
