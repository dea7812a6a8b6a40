import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The build tooling is the patient web's: the same precompressed twins and the same source fingerprint for npm start.
import { precompress } from '../web/tooling/precompress.ts';
import { recordSourceHash } from '../web/tooling/source-hash.ts';

/** In production the server serves the console at /console/ on its own origin; in dev, the API goes to it (port 3000). */
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress(), recordSourceHash('console')],
  server: {
    port: 5174,
    proxy: Object.fromEntries(
      ['/console/api/', '/udb/api/', '/zod-jitless.js', '/static', '/demo-assets'].map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: true },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      // As the patient web (apps/web/vite.config.ts): antd's style libraries are free of side effects, so each page
      // chunk carries only the components it uses.
      treeshake: {
        moduleSideEffects: [
          {
            test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
