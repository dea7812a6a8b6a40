import { createContext, useContext } from 'react';
import type { HosId } from '@portal/shared';
import type { StaffMe } from '@portal/shared/console';

/** The signed-in staff member and the hospital the console is showing (the header's switcher chooses it). */
export interface ConsoleContext {
  me: StaffMe;
  hosId: HosId | null;
  setHosId: (hosId: HosId) => void;
}

export const ConsoleContextValue = createContext<ConsoleContext | null>(null);

export function useConsole(): ConsoleContext {
  const value = useContext(ConsoleContextValue);
  if (!value) throw new Error('useConsole outside the signed-in shell');
  return value;
}

/** The hospital being shown; the pages below the shell are only rendered once there is one. */
export function useHosId(): HosId {
  const { hosId } = useConsole();
  if (!hosId) throw new Error('no hospital chosen');
  return hosId;
}
