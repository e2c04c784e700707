/**
 * What a form says when the record changed while the person edited it (a stale save's 409,
 * docs/decisions/100), and what its reload does.
 */
export const recordVersionMessages = {
  es: {
    caudal: {
      staleRecord: {
        title: 'El registro cambió mientras lo editabas',
        body: 'Otra persona guardó cambios después de que lo abriste; no se guardó nada tuyo. Recárgalo para ver su versión: lo que escribiste se conserva.',
        reload: 'Recargar',
        reloaded: 'Registro recargado con los cambios más recientes. Tus cambios se conservaron: revísalos y guarda.',
        reloadFailed: 'No se pudo recargar el registro',
        elsewhere: 'El registro cambió mientras lo editabas: se recargó con los cambios más recientes.',
      },
    },
  },
  en: {
    caudal: {
      staleRecord: {
        title: 'The record changed while you were editing it',
        body: 'Someone else saved changes after you opened it; nothing of yours was saved. Reload to see their version: what you typed is kept.',
        reload: 'Reload',
        reloaded: 'Record reloaded with the latest changes. Your changes were kept: review them and save.',
        reloadFailed: 'The record could not be reloaded',
        elsewhere: 'The record changed while you were editing it: it was reloaded with the latest changes.',
      },
    },
  },
};
