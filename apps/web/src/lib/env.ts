import { DEFAULT_ENCRYPT_KEY } from '@portal/shared';

/** Environment read once at start-up (bulletproof-react style), so the rest of the app never touches import.meta.env. */
export const env = {
  /** The default encryption key is a fixed built-in string; a deployment may override it. */
  encryptKey: import.meta.env.VITE_ENCRYPT_KEY ?? DEFAULT_ENCRYPT_KEY,
} as const;
