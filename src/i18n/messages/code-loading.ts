/**
 * What the entry says while the app's code loads (src/AppShell.tsx) and when it cannot be loaded even
 * after one reload (src/code-loading.ts).
 * Kept in a file of its own so the tiny entry imports only these words, not the whole catalogue.
 */
import { defineTexts } from '../texts.ts';

export const codeLoadingMessages = defineTexts({
  caudal: {
    codeLoading: {
      title: { es: 'No se pudo cargar Caudal', en: 'Caudal could not be loaded' },
      body: {
        es: 'Puede haber una versión nueva o un problema de conexión. Vuelve a cargar la página.',
        en: 'There may be a new version or a connection problem. Load the page again.',
      },
      reload: { es: 'Volver a cargar', en: 'Load again' },
      loading: { es: 'Cargando Caudal…', en: 'Loading Caudal…' },
    },
  },
});
