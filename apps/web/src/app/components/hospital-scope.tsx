import type { HosId } from '@portal/shared';
import { useEffect, type ReactNode } from 'react';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useMessages } from '../../features/hospitals/api/get-messages.ts';
import { applyHospitalMessages } from '../../lib/i18n.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useThemeStore } from '../../stores/theme-store.ts';

/**
 * Everything shown for one hospital wears its theme and speaks its captions
 * (the messages call: base catalogue plus the hospital's overrides), re-fetched when the language changes.
 */
export function HospitalScope({ hosId, children }: { hosId: HosId; children: ReactNode }) {
  const lang = useSessionStore((s) => s.lang);
  const hospital = useHospital(hosId);
  const messages = useMessages(hosId, lang);
  const setTheme = useThemeStore((s) => s.setTheme);

  useEffect(() => {
    if (hospital.data) setTheme(hospital.data.theme);
  }, [hospital.data, setTheme]);

  useEffect(() => {
    if (messages.data) applyHospitalMessages(lang, messages.data.messages);
  }, [messages.data, lang]);

  return children;
}

/** Pages without a hospital (chooser, hospital errors) use the portal's own colours. */
export function useNeutralTheme(): void {
  const setTheme = useThemeStore((s) => s.setTheme);
  useEffect(() => setTheme(null), [setTheme]);
}
