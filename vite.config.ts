import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts';
import { languageCatalogues } from './scripts/language-catalogues.ts';
import { modulePreloads } from './scripts/first-screen-preloads.ts';
import { precompress } from './scripts/precompress.ts';
import { trimReactAdmin } from './scripts/trim-react-admin.ts';

export default defineConfig({
  plugins: [trimReactAdmin(), react(), languageCatalogues(), keepPreviousAssets(), precompress()],
  resolve: {
    // react-router without the data routers Caudal never mounts (decision 182).
    alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./src/framework/routing/react-router-dom-lite.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // The signed-in first screen's code is not announced file by file (decision 187).
    modulePreload: { resolveDependencies: modulePreloads },
  },
});
