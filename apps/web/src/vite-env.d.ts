/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the transport key of the encrypted calls; must match the server's ENCRYPT_KEY. */
  readonly VITE_ENCRYPT_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
