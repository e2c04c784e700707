/**
 * The spec's toasts from a screen: `toast.success(TOAST.created)`, `toast.error(TOAST.createError, error)`.
 * An error toast is the headline plus the server's message (spec section 8), shown as its detail line.
 */
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { failureWordsOf } from '../http/error-catalogue.ts';
import { errorSaidByScreen } from './error-bus.ts';

export interface Toasts {
  success: (key: string, messageArgs?: Record<string, unknown>) => void;
  info: (key: string, messageArgs?: Record<string, unknown>) => void;
  warning: (key: string, messageArgs?: Record<string, unknown>) => void;
  error: (headlineKey: string, error?: unknown) => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a failed call's toast says under its headline: the catalogue's words for the answer (spec section 8:
 * the server's message, "Error de red", "Datos incorrectos", ...) in the screen's language; a string or
 * another Error as it is (a key is translated).
 */
export function errorDetail(translate: Translate, error: unknown, said: 'toast' | 'notice' = 'toast'): string | undefined {
  const words = failureWordsOf(error, said);
  if (words) return translate(words.key, { _: words.key, ...words.params });
  if (typeof error === 'string') return error ? translate(error, { _: error }) : undefined;
  const message = error instanceof Error ? error.message : undefined;
  return message ? translate(message, { _: message }) : undefined;
}

export function useToast(): Toasts {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(
    () => ({
      success: (key, messageArgs) => notify(key, { type: 'success', messageArgs }),
      info: (key, messageArgs) => notify(key, { type: 'info', messageArgs }),
      warning: (key, messageArgs) => notify(key, { type: 'warning', messageArgs }),
      error: (headlineKey, error) => {
        errorSaidByScreen(error);
        notify(headlineKey, { type: 'error', detail: errorDetail(translate, error) });
      },
    }),
    [notify, translate],
  );
}
