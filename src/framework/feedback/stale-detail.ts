/**
 * The detail line of a screen's error toast when its save was stale (docs/decisions/100) and the screen
 * has reloaded the record: says so, in the person's language; any other error keeps the server's message.
 */
import { staleWriteVersion } from '../http/api-error.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function reloadedOrError(translate: Translate, error: unknown): unknown {
  return staleWriteVersion(error) === undefined ? error : translate('caudal.staleRecord.elsewhere');
}
