/**
 * One error handler for the whole API: 4xx carry their message (and field errors on 422);
 * 5xx are logged with the request id and answer a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fromDatabaseError } from '../http/database-errors.ts';
import { HttpError } from '../http/errors.ts';

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const fromDb = fromDatabaseError(error);
    if (fromDb) return reply.code(fromDb.statusCode).send({ message: fromDb.message, errors: fromDb.errors });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limits.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error', requestId: request.id });
  });
}
