import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts';
import { languageCatalogues } from './scripts/language-catalogues.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), languageCatalogues(), keepPreviousAssets(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
