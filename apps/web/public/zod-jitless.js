/*
 * Runs before the app's modules (a classic script ahead of the module entry in index.html). The portal's CSP has no
 * 'unsafe-eval' (apps/server/src/plugins/security-headers.ts), and zod's JIT parser probes `new Function` when its
 * first object schema is built: Chromium reports that probe as a CSP violation even though zod catches it. zod reads
 * its configuration from this global when it loads, and `jitless` skips the probe. It has to be set before any
 * chunk that builds a schema runs, which no import inside the bundle can guarantee (chunks run before the entry).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
