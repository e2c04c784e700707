/**
 * What the entry says when the app's code cannot be loaded even after one reload (src/code-loading.ts).
 * Kept in a file of its own so the tiny entry imports only these words, not the whole catalogue.
 */
export const codeLoadingMessages = {
  es: {
    caudal: {
      codeLoading: {
        title: 'No se pudo cargar Caudal',
        body: 'Puede haber una versión nueva o un problema de conexión. Vuelve a cargar la página.',
        reload: 'Volver a cargar',
      },
    },
  },
  en: {
    caudal: {
      codeLoading: {
        title: 'Caudal could not be loaded',
        body: 'There may be a new version or a connection problem. Load the page again.',
        reload: 'Load again',
      },
    },
  },
};
