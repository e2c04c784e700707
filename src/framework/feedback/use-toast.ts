/**
 * The spec's toasts from a screen: `toast.success(TOAST.created)`, `toast.error(TOAST.createError, error)`.
 * An error toast is the headline plus the server's message (spec section 8), shown as its detail line.
 */
import { useMemo } from 'react';
import { useNotify } from 'ra-core';
import { serverMessage } from '../http/api-error.ts';
import { errorSaidByScreen } from './error-bus.ts';

export interface Toasts {
  success: (key: string, messageArgs?: Record<string, unknown>) => void;
  info: (key: string, messageArgs?: Record<string, unknown>) => void;
  warning: (key: string, messageArgs?: Record<string, unknown>) => void;
  error: (headlineKey: string, error?: unknown) => void;
}

/** The server's message carried by an ApiError, react-admin's HttpError, an Error or a string. */
export function errorDetail(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (!error || typeof error !== 'object') return undefined;
  const fromBody = serverMessage((error as { body?: unknown }).body);
  if (fromBody) return fromBody;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function useToast(): Toasts {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (key, messageArgs) => notify(key, { type: 'success', messageArgs }),
      info: (key, messageArgs) => notify(key, { type: 'info', messageArgs }),
      warning: (key, messageArgs) => notify(key, { type: 'warning', messageArgs }),
      error: (headlineKey, error) => {
        errorSaidByScreen(error);
        notify(headlineKey, { type: 'error', detail: errorDetail(error) });
      },
    }),
    [notify],
  );
}
