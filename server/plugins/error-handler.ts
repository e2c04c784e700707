/**
 * One error handler for the whole API: 4xx carry their message (and field errors on 422), rendered in
 * the caller's language when they are Localized; a database that cannot be reached is a 503 with
 * Retry-After (docs/decisions/103); a full or read-only disk is a 507 (server/http/storage-errors.ts); other 5xx are logged with the request id and answer a generic
 * message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { connectionFailureReason, isConnectionFailure } from '../db/connection-errors.ts';
import { fromDatabaseError } from '../http/database-errors.ts';
import { HttpError } from '../http/errors.ts';
import { storageFailure } from '../http/storage-errors.ts';
import { msg, textIn, textsIn } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import type { ServerMessageKey } from '../i18n/messages.ts';

/** Fastify's refusals by their code, in the catalogues; any other keeps Fastify's own (English) text. */
const FRAMEWORK_REFUSALS: Record<string, ServerMessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.malformedBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.malformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.malformedBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
};

/** How soon a client may try again during a database outage: the pool's next connection attempt. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (!(error instanceof HttpError) && isConnectionFailure(error)) {
      // Not the request's fault and not a bug: one line per request, no stack.
      request.log.warn({ reqId: request.id, reason: connectionFailureReason(error) }, 'database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: textIn(msg('http.databaseUnavailable'), language), requestId: request.id });
    }
    const refused = error instanceof HttpError ? undefined : storageFailure(error);
    if (refused) {
      request.log.error({ reqId: request.id, folder: refused.where, code: refused.code }, `storage refused a write: ${refused.where} (${refused.code})`);
      return reply.code(507).send({ message: textIn(msg('http.storageFull'), language), requestId: request.id });
    }
    const fromDb = error instanceof HttpError ? undefined : fromDatabaseError(error);
    const known = error instanceof HttpError ? error : fromDb;
    if (known) {
      const message = textIn(known.localized ?? known.message, language);
      return reply.code(known.statusCode).send({ message, ...(known.errors ? { errors: textsIn(known.errors, language) } : {}), ...known.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limits.
      const key = FRAMEWORK_REFUSALS[error.code];
      return reply.code(status).send({ message: key ? textIn(msg(key), language) : error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ message: textIn(msg('http.internal'), language), requestId: request.id });
  });
}
