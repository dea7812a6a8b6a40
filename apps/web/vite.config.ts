import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePreload } from './tooling/catalogue-preload.ts';
import { catalogueParts } from './tooling/catalogue-split.ts';
import { chunkMap } from './tooling/chunk-map.ts';
import { precompress } from './tooling/precompress.ts';
import { preloadOnlyWhatIsMissing } from './tooling/preload-deps.ts';
import { recordSourceHash } from './tooling/source-hash.ts';
import { zodWithoutJsonSchema } from './tooling/zod-without-json-schema.ts';

/** In production the server serves the SPA on the same origin; in dev, these prefixes go to it (port 3000). */
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';
// Every service's API (`/<service>/api/…`, the server's own rule in plugins/web.ts isApiPath) and the server's files:
// one pattern, so a new service (recharge, feature, payment…) is never missing from `npm run dev`.
const PROXIED_PREFIXES = ['^/[\\w-]+/api/', '/static', '/demo-assets', '/docs', '/healthz'];
const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    catalogueParts(),
    preloads.plugin,
    chunkMap(),
    cataloguePreload(),
    precompress(),
    recordSourceHash(),
  ],
  server: {
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      treeshake: {
        moduleSideEffects: [
          {
            test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Routes are split by their dynamic imports (docs/architecture.md#the-web-app); the framework libraries get
        // their own long-cached chunks so a release that only changes pages does not re-download them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            { name: 'data', test: /node_modules[\\/](zod|@tanstack)[\\/]/, priority: 2 },
            // antd's theme and style runtime, which every page runs: one file instead of some twenty small ones, each
            // compressed alone (2–4 kB gzip less per page). Its locales stay out: a language's come with its catalogue.
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@emotion|stylis|clsx|antd[\\/]es[\\/](theme|config-provider|style)[\\/])/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
