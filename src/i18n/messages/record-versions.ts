/**
 * What a form says when the record changed while the person edited it (a stale save's 409,
 * docs/decisions/100), and what its reload does.
 */
import { defineTexts } from '../texts.ts';

export const recordVersionMessages = defineTexts({
  caudal: {
    staleRecord: {
      title: { es: 'El registro cambió mientras lo editabas', en: 'The record changed while you were editing it' },
      body: {
        es: 'Otra persona guardó cambios después de que lo abriste; no se guardó nada tuyo. Recárgalo para ver su versión: lo que escribiste se conserva.',
        en: 'Someone else saved changes after you opened it; nothing of yours was saved. Reload to see their version: what you typed is kept.',
      },
      reload: { es: 'Recargar', en: 'Reload' },
      reloaded: {
        es: 'Registro recargado con los cambios más recientes. Tus cambios se conservaron: revísalos y guarda.',
        en: 'Record reloaded with the latest changes. Your changes were kept: review them and save.',
      },
      reloadFailed: { es: 'No se pudo recargar el registro', en: 'The record could not be reloaded' },
      elsewhere: {
        es: 'El registro cambió mientras lo editabas: se recargó con los cambios más recientes.',
        en: 'The record changed while you were editing it: it was reloaded with the latest changes.',
      },
    },
  },
});
