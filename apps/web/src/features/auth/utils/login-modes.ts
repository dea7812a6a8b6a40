import type { LoginMode } from '../components/login-form.tsx';

const KNOWN: readonly LoginMode[] = ['password', 'sms'];

/** The hospital's config loginModes ('password,sms', in the order to offer them); both when it names none we know. */
export function loginModesOf(configValue: string | undefined): LoginMode[] {
  const modes = (configValue ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m): m is LoginMode => (KNOWN as readonly string[]).includes(m));
  const unique = [...new Set(modes)];
  return unique.length > 0 ? unique : [...KNOWN];
}
