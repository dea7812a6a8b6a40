/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the transport key of the encrypted calls; must match the server's ENCRYPT_KEY. */
  readonly VITE_ENCRYPT_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A part of a language's message catalogue (tooling/catalogue-split.ts); the whole file in development and tests. */
declare module '*.json?part=first' {
  const texts: Record<string, string>;
  export default texts;
}
declare module '*.json?part=rest' {
  const texts: Record<string, string>;
  export default texts;
}
