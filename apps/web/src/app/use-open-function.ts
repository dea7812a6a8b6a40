import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FunctionModule, HosId, MenuGroup } from '@portal/shared';
import { functionsQueryOptions } from '../features/hospitals/api/get-functions.ts';
import { menuQueryOptions } from '../features/navigator/api/get-menu.ts';
import {
  isExternalUrl,
  isFunctionOpen,
  menuItemHref,
  sortMenu,
} from '../features/navigator/utils/menu-match.ts';
import { PATHS } from '../lib/paths.ts';
import { storeErrorInfo } from '../lib/storage.ts';

export type FunctionTarget =
  { kind: 'closed' } | { kind: 'external'; href: string } | { kind: 'page'; href: string };

/**
 * Where a function module leads, as the navigator would: its menu item's target; 'closed' where the hospital has
 * not opened it (FUNC001) or its menu holds no entry for it (nothing to open).
 */
export function functionTarget(
  moduleId: string,
  groups: readonly MenuGroup[],
  functions: readonly FunctionModule[],
): FunctionTarget {
  const item = groups.flatMap((g) => g.sub).find((i) => i.id === moduleId);
  if (!item || !isFunctionOpen(functions, moduleId)) return { kind: 'closed' };
  return isExternalUrl(item.url)
    ? { kind: 'external', href: item.url }
    : { kind: 'page', href: menuItemHref(item) };
}

/** Opens a function module by id (a 'join function' tip's button): its page, or 'function not open'. */
export function useOpenFunction(hosId: HosId | null): (moduleId: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (moduleId) => {
    if (!hosId) return;
    void Promise.all([
      queryClient.ensureQueryData(menuQueryOptions(hosId)),
      queryClient.ensureQueryData(functionsQueryOptions(hosId)),
    ])
      // The menu as the navigator shows it: enabled groups only.
      .then(([menu, functions]) => functionTarget(moduleId, sortMenu(menu), functions))
      .catch((): FunctionTarget => ({ kind: 'closed' }))
      .then((target) => {
        if (target.kind === 'external') window.open(target.href, '_blank', 'noopener');
        else if (target.kind === 'page') void navigate(target.href);
        else {
          storeErrorInfo({ title: 'ui.functionUnavailable', caption: 'FUNC001' });
          void navigate(PATHS.error);
        }
      });
  };
}
