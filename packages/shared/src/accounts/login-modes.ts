/** The ways a hospital lets its patients sign in (config loginModes), in the order the sign-in page offers them. */
export const LOGIN_MODES = ['password', 'sms'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** The hospital's config loginModes ('password,sms'); both when it names none we know. */
export function loginModesOf(configValue: string | undefined): LoginMode[] {
  const modes = (configValue ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m): m is LoginMode => (LOGIN_MODES as readonly string[]).includes(m));
  const unique = [...new Set(modes)];
  return unique.length > 0 ? unique : [...LOGIN_MODES];
}

/**
 * A password is asked for only where it can be used: a hospital that signs in by code only registers an account with
 * phone and code, and offers no password reset.
 */
export const usesPasswords = (modes: readonly LoginMode[]): boolean => modes.includes('password');
