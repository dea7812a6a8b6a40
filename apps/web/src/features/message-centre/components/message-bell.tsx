import type { HosId } from '@portal/shared';
import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/messages.ts';

const loadDrawer = () => import('./message-drawer.tsx');
const MessageDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MessageDrawer })));
const UnreadBadge = lazy(() =>
  import('./unread-badge.tsx').then((m) => ({ default: m.UnreadBadge })),
);

/**
 * The header's bell with the unread count; it opens the message centre in a drawer. The
 * drawer and its content are fetched when the pointer or focus reaches the bell, so framed pages do not carry them.
 */
export function MessageBell({ hosId, timeZone }: { hosId: HosId; timeZone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so it closes with its animation and gives focus back to the bell.
  const [opened, setOpened] = useState(false);
  const unread = useMessages(hosId).data?.unread ?? 0;
  const prefetch = () => void loadDrawer();
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const bell = (
    <Button
      type="text"
      icon={<BellOutlined />}
      onClick={show}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-testid="message-bell"
      aria-label={t('ui.messageCentreUnread', { count: unread })}
    />
  );
  return (
    <>
      <Suspense fallback={bell}>
        <UnreadBadge count={unread}>{bell}</UnreadBadge>
      </Suspense>
      {opened ? (
        <Suspense fallback={null}>
          <MessageDrawer
            hosId={hosId}
            timeZone={timeZone}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
