import type { Language, Theme, HosId } from '@portal/shared';
import { LOCAL_KEYS, local } from './storage.ts';
import { themeToCssVars, type ThemeCssVars } from './theme.ts';

/**
 * The first paint of a returning patient: the header they saw last (hospital name, logo, platform label and
 * colours) is kept here, and `public/app-shell.js` paints it before the app's JavaScript has loaded. The app's own
 * header then draws over it at the same place and size, so the page neither moves nor gets a later largest paint.
 * Only what the header shows in public is kept: no sign-in, no patient.
 */
export interface AppShellRecord {
  hosId: HosId;
  lang: Language;
  name: string;
  logo: string | null;
  label: string;
  /** The hospital's colour tokens as the CSS variables the header uses (--main … --main12). */
  colours: ThemeCssVars;
}

/** The element app-shell.js inserts before #root (the script names it too). */
export const APP_SHELL_ID = 'app-shell';

export function saveAppShell(record: Omit<AppShellRecord, 'colours'> & { theme: Theme }): void {
  const { theme, ...rest } = record;
  local.set(
    LOCAL_KEYS.appShell,
    JSON.stringify({ ...rest, colours: themeToCssVars(theme) } satisfies AppShellRecord),
  );
}

export function removeAppShell(): void {
  document.getElementById(APP_SHELL_ID)?.remove();
}

/**
 * Under the frame's header the painted shell stays until the patient first acts: removing the element the browser
 * took as the page's largest paint makes it take the app's identical header as a new, later one. Chromium stops
 * looking for the largest paint at the first input (a click, a key, the wheel), so the shell goes then.
 */
export function retireAppShellOnInput(): () => void {
  const events = ['pointerdown', 'keydown', 'wheel'] as const;
  const retire = () => {
    removeAppShell();
    for (const type of events) window.removeEventListener(type, retire, true);
  };
  if (!document.getElementById(APP_SHELL_ID)) return () => undefined;
  for (const type of events)
    window.addEventListener(type, retire, { capture: true, passive: true });
  return () => {
    for (const type of events) window.removeEventListener(type, retire, true);
  };
}
