import { Dropdown } from 'antd';
import { useState, type ReactElement } from 'react';
import type { UserMenuItem } from './app-header.tsx';

/**
 * The signed-in user's menu around its button. A chunk of its own (app-header.tsx loads it lazily): antd's Dropdown
 * brings its Menu, Tooltip and motion (~25 kB gzip), which a visitor who is not signed in never needs.
 */
export function UserMenu({
  items,
  openAtStart,
  children,
}: {
  items: UserMenuItem[];
  /** The button was clicked while this chunk loaded: open at once. */
  openAtStart: boolean;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      // The menu takes focus when it opens, so the arrows move through it and Escape returns.
      autoFocus
      placement="bottomRight"
      menu={{
        items: items.map((item) => ({
          key: item.key,
          icon: item.icon,
          danger: item.danger,
          label: <span data-testid={item.testId}>{item.label}</span>,
          onClick: item.onClick,
        })),
      }}
    >
      {children}
    </Dropdown>
  );
}
