/**
 * Headers on every answer (docs/security.md "Headers"): a Content-Security-Policy that allows no inline
 * script and no framing, nosniff, a strict Referrer-Policy, the cross-origin isolation headers, and
 * HSTS only when the request came over HTTPS (directly, or through a proxy that TRUST_PROXY says to
 * believe). The set is helmet's, written once at start: every value is fixed, so nothing is computed
 * per request (helmet parsed the policy's directives on each one; bench/README.md "Throughput").
 */
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

const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** Cross-Origin-Embedder-Policy is left out: the app embeds nothing, and it would block the PDF viewer's own frames. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': policyText(APP_CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The browsers' old XSS filter opened holes of its own; 0 turns it off, as helmet does.
  'x-xss-protection': '0',
});

const isApiPath = (route: string) => route === '/api' || route.startsWith('/api/');

async function securityHeadersBody(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  // No answer of the API is kept by a browser or a shared cache: they carry
  // personal data, and a file download is a person's document. Set last, so that no route or plugin
  // (Swagger UI's static files said "public") undoes it; a route may only say it more strongly
  // (stored files: "private, no-store").
  // Decided from the route the server matched, never from the URL's text: an API route's answer is
  // never stored; any other answer keeps a policy its handler chose (the app's pages revalidate, its
  // hashed files are immutable) and is otherwise not stored either (a refusal, a 404).
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!(route !== undefined && isApiPath(route)) && cacheControl !== '') return;
    if (!/\bno-store\b/.test(cacheControl)) reply.header('cache-control', 'no-store');
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
