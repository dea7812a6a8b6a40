import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import type { UserMenuItem } from './app-header.tsx';

/**
 * The signed-in user's menu around its button. A chunk of its own (app-header.tsx loads it lazily): antd's Dropdown
 * brings its Menu, Tooltip and motion (~25 kB gzip), which a visitor who is not signed in never needs.
 */
export function UserMenu({
  items,
  open,
  onOpenChange,
  children,
}: {
  items: UserMenuItem[];
  /** Kept by the header, so a click on the button while this chunk loaded opens it when it arrives. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
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
