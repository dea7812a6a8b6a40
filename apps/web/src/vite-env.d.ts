/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the transport key of the encrypted calls (SPEC §7, §9); must match the server's ENCRYPT_KEY. */
  readonly VITE_ENCRYPT_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
