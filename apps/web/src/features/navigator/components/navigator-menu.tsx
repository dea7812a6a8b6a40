import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FunctionModule, MenuGroup, MenuItem } from '@portal/shared';
import { PATHS } from '../../../lib/paths.ts';
import { storeErrorInfo } from '../../../lib/storage.ts';
import {
  findCurrentMenuItem,
  isExternalUrl,
  isFunctionOpen,
  menuItemHref,
} from '../utils/menu-match.ts';

interface NavigatorMenuProps {
  groups: MenuGroup[];
  functions: readonly FunctionModule[];
  /** Shown above the groups, e.g. the function bar's heading. */
  heading?: ReactNode;
}

/** A click that asks for a new tab or window is the browser's to follow, not the menu's. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The service menu: the hospital's functions per group, the current one marked. Every entry is a link to its page, so
 * a patient can open it in a new tab, bookmark it and see where it goes.
 */
export function NavigatorMenu({ groups, functions, heading }: NavigatorMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = findCurrentMenuItem(groups, location);

  const entry = (item: MenuItem) => {
    const open = isFunctionOpen(functions, item.id);
    const href = menuItemHref(item);
    const label = (
      <>
        {item.alias}
        {/* A function the hospital has not opened stays in the menu (choosing it explains why) but looks muted. */}
        {open ? null : <span className="navigator__closed-tag">{t('ui.notOpenYet')}</span>}
      </>
    );
    const props = {
      className: open ? 'navigator__link' : 'navigator__link navigator__closed',
      title: item.remark || undefined,
      'data-testid': `nav-item-${item.id}`,
    };
    if (isExternalUrl(item.url)) {
      return (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      );
    }
    // The menu item id is the module id; a closed module is 'not open yet' (FUNC001, rendered with the hospital's
    // caption override). The link still names the page, which says the same when opened directly.
    const onClick = open
      ? undefined
      : (e: MouseEvent) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          storeErrorInfo({ title: 'ui.functionUnavailable', caption: 'FUNC001' });
          void navigate(PATHS.error);
        };
    return (
      <Link
        {...props}
        to={href}
        aria-current={item === current ? 'page' : undefined}
        onClick={onClick}
      >
        {label}
      </Link>
    );
  };

  return (
    <nav className="navigator" data-testid="nav-menu" aria-label={t('ui.allServices')}>
      {heading}
      <div className="navigator__groups">
        {groups.map((group) => (
          <div className="navigator__group" key={group.groupId}>
            <h3 className="navigator__group-title" id={`nav-group-${group.groupId}`}>
              {group.title}
            </h3>
            <ul className="navigator__items" aria-labelledby={`nav-group-${group.groupId}`}>
              {group.sub.map((item) => (
                <li key={item.id}>{entry(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
