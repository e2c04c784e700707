/**
 * Headers on every answer (docs/security.md "Headers"): helmet's set with a Content-Security-Policy
 * that allows no inline script and no framing, nosniff, a strict Referrer-Policy, and HSTS only when
 * the request came over HTTPS (directly, or through a proxy that TRUST_PROXY says to believe).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The app's own policy: its scripts and styles from its origin; MUI and recharts write style attributes. */
export const APP_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

async function securityHeadersBody(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    // HSTS is decided per request below: over plain HTTP (development, or an untrusted proxy) it means nothing.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app embeds nothing from other origins; the default would also block the PDF viewer's own frames.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}

export const securityHeaders = fp(securityHeadersBody, { name: 'caudal-security-headers' });

/** Swagger UI's own policy (its page runs its bundled scripts), still never framed and never upgraded over plain HTTP. */
export function docsCsp(header: string): string {
  return header
    .replace(/frame-ancestors [^;]*;?/, "frame-ancestors 'none';")
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .trim();
}
