import { Badge } from 'antd';
import type { ReactNode } from 'react';

/**
 * The unread count on the bell. A chunk of its own (message-bell.tsx loads it lazily, showing the bell without it
 * meanwhile): antd's Badge is ~5 kB gzip, and only a signed-in patient's header shows it.
 */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge count={count} size="small" offset={[-6, 6]} data-testid="message-unread">
      {children}
    </Badge>
  );
}
