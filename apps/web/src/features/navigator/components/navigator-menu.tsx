import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FunctionModule, MenuGroup, MenuItem } from '@portal/shared';
import { PATHS } from '../../../lib/paths.ts';
import { storeErrorInfo } from '../../../lib/storage.ts';
import { findCurrentMenuItem, isExternalUrl, isFunctionOpen, menuItemHref } from '../utils/menu-match.ts';

interface NavigatorMenuProps {
  groups: MenuGroup[];
  functions: readonly FunctionModule[];
  /** Shown above the groups, e.g. the function bar's heading. */
  heading?: React.ReactNode;
}

const itemKey = (group: MenuGroup, item: MenuItem) => `${group.groupId}/${item.id}`;

/** SPEC §2 Navigator: the side menu of functions per group, the current one highlighted. */
export function NavigatorMenu({ groups, functions, heading }: NavigatorMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = findCurrentMenuItem(groups, location);

  const byKey = new Map<string, MenuItem>();
  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group' as const,
    key: `group-${group.groupId}`,
    label: group.title,
    children: group.sub.map((item) => {
      byKey.set(itemKey(group, item), item);
      return {
        key: itemKey(group, item),
        title: item.remark || item.alias,
        // A function the hospital has not opened stays in the menu (SPEC §2: clicking it explains why) but looks muted.
        label: isFunctionOpen(functions, item.id) ? (
          <span data-testid={`nav-item-${item.id}`}>{item.alias}</span>
        ) : (
          <span data-testid={`nav-item-${item.id}`} className="navigator__closed">
            {item.alias} <span className="navigator__closed-tag">{t('ui.notOpenYet')}</span>
          </span>
        ),
      };
    }),
  }));
  const selectedKeys = groups.flatMap((g) => g.sub.filter((i) => i === current).map((i) => itemKey(g, i)));

  const open = (key: string) => {
    const item = byKey.get(key);
    if (!item) return;
    // SPEC §2/§5: the menu item id is the module id; a missing or closed module is 'not open yet' (FUNC001,
    // rendered later with the hospital's caption override).
    if (!isFunctionOpen(functions, item.id)) {
      storeErrorInfo({ title: 'ui.functionUnavailable', caption: 'FUNC001' });
      void navigate(PATHS.error);
      return;
    }
    if (isExternalUrl(item.url)) window.open(item.url, '_blank', 'noopener');
    else void navigate(menuItemHref(item));
  };

  return (
    <nav className="navigator" data-testid="nav-menu" aria-label={t('ui.allServices')}>
      {heading}
      <Menu mode="inline" items={items} selectedKeys={selectedKeys} onClick={({ key }) => open(key)} />
    </nav>
  );
}
