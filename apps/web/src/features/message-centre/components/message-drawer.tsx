import type { HosId } from '@portal/shared';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageCentreTabs } from './message-centre-tabs.tsx';

export interface MessageDrawerProps {
  hosId: HosId;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The message centre in its drawer. Its own chunk: the drawer, Tabs, List, Pagination and Table load when
 * the pointer or focus reaches the bell, not with every framed page.
 */
export function MessageDrawer({ hosId, timeZone, open, onClose }: MessageDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('ui.messageCentre')}
      size="large"
      destroyOnHidden
      data-testid="message-drawer"
    >
      <MessageCentreTabs hosId={hosId} timeZone={timeZone} onNavigate={onClose} />
    </Drawer>
  );
}
