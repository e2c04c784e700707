/**
 * Every answer names its request (`X-Request-Id`), and so does every log line Fastify writes for it
 * (`reqId`), so a person's "it failed at 10:32" meets the server's line. The id is random, unless a
 * trusted proxy (TRUST_PROXY) sent one: then the proxy's id is kept, so its access log, this server's
 * log and the answer share it. Without a proxy the header is anyone's to write, and adopting it would
 * let a caller make its requests look like someone else's in the log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is taken only when it is short and made of characters that cannot forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/** Fastify's genReqId: the trusted proxy's id when it sent a well-formed one, else a random UUID. */
export function requestIdGenerator(trustProxy: unknown): (request: IncomingMessage) => string {
  const adopt = trustProxy !== false;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return adopt && isWellFormedRequestId(given) ? given : randomUUID();
  };
}

/**
 * On send, registered before every plugin, so every answer carries it: refusals (404, 401, 419, 422),
 * failures, files and the app's pages alike.
 */
export function answerWithRequestId(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
