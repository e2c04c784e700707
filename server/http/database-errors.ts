/**
 * PostgreSQL constraint errors are the database refusing bad input: they become 4xx, never 500.
 * Validation catches nearly all of these first; this is the net under it.
 */
import { HttpError, unprocessable } from './errors.ts';
import { msg } from '../i18n/localized.ts';
import type { ServerMessageKey } from '../i18n/messages.ts';

/** Unique constraints over several fields: a duplicate is a conflict with an existing record, said plainly. */
const CONFLICT_MESSAGES: Record<string, ServerMessageKey> = {
  permission_role_id_module_id_unique: 'permission.duplicate',
};
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { declaredConstraints } from '../../schemas/framework/constraints.ts';
import { wireKey } from '../../schemas/framework/wire-names.ts';
import { declaredMessage } from '../i18n/localized.ts';

interface PgErrorLike {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  message?: string;
}

/** Drizzle wraps driver errors; PGlite and pg both carry the SQLSTATE in `code`. */
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** `Key (currency_id)=(99) is not present...` -> `currency_id`. */
function keyColumn(detail: string | undefined): string {
  const match = /Key \(([^)]+)\)/.exec(detail ?? '');
  return match ? match[1].replace(/"/g, '') : '_';
}

/**
 * A declared constraint's index or CHECK (docs/decisions/271) refusing a write that passed its check
 * (a concurrent one): its 422, under its field as the API names it, with its message.
 */
function declaredRefusal(constraint: string | undefined): HttpError | undefined {
  const answer = constraint ? declaredConstraints.get(constraint) : undefined;
  if (!answer) return undefined;
  return unprocessable({ [wireKey(answer, answer.field)]: [declaredMessage(answer.message)] });
}

export function fromDatabaseError(error: unknown, operation: 'write' | 'delete' = 'write'): HttpError | undefined {
  const pgError = findPgError(error);
  if (!pgError?.code) return undefined;
  if (pgError.code === '23505' || pgError.code === '23514') {
    const declared = declaredRefusal(pgError.constraint);
    if (declared) return declared;
  }
  switch (pgError.code) {
    // 23001: ON DELETE RESTRICT refusing a delete; 23503: any other foreign key violation.
    case '23001':
    case '23503':
      return operation === 'delete'
        ? new HttpError(409, msg('http.recordInUse'))
        : unprocessable({ [keyColumn(pgError.detail)]: [MESSAGES.notFound] });
    case '23505':
      if (pgError.constraint && pgError.constraint in CONFLICT_MESSAGES) return new HttpError(409, msg(CONFLICT_MESSAGES[pgError.constraint]));
      return unprocessable({ [keyColumn(pgError.detail)]: [MESSAGES.duplicate] });
    case '23502':
      return unprocessable({ [pgError.column ?? '_']: [MESSAGES.required] });
    // A CHECK no declaration names (one a migration wrote by hand): the input is refused, never a 500.
    case '23514':
      return unprocessable({ [pgError.column ?? '_']: [MESSAGES.notValid] });
    case '22001':
      return unprocessable({ [pgError.column ?? '_']: [MESSAGES.tooLong] });
    case '22003':
      return unprocessable({ [pgError.column ?? '_']: [MESSAGES.tooLarge] });
    case '22007':
    case '22008':
      return unprocessable({ [pgError.column ?? '_']: [MESSAGES.date] });
    // A character PostgreSQL text cannot hold (NUL), e.g. in a search term.
    case '22021':
      return unprocessable({ [pgError.column ?? '_']: [msg('validation.badCharacter')] });
    case '22P02':
      return unprocessable({ [pgError.column ?? '_']: [msg('validation.wrongType')] });
    // Two writers crossed (a deadlock the server broke, or a serialization failure): nothing of this
    // one was written, and trying again is safe.
    case '40P01':
    case '40001':
      return new HttpError(409, msg('http.concurrentWrite'));
    // The four-eyes trigger (migration users_four_eyes_trigger): a change of a person's data no one else approved.
    case 'CA001':
      return new HttpError(403, msg('fourEyes.notApproved'));
    default:
      return undefined;
  }
}
