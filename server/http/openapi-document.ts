/**
 * What every operation of the OpenAPI document says beyond its route's own schema, worked out from the
 * route itself: an operationId and a summary, the security its access declaration asks for (the session
 * cookie; the CSRF header on a change), and the refusals the auth layer may answer (Redocly's
 * recommended rules). Routes keep whatever they declare themselves.
 */
import type { FastifyContextConfig } from 'fastify';
import { accessOf } from '../auth/route-access.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';

type JsonSchema = Record<string, unknown>;

export const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session, set by the sign-in (HttpOnly).' },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The value of the XSRF-TOKEN cookie, echoed on every request that changes something (419 without it).',
  },
  serviceToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A service account's token (Root creates it on /administrador/cuentas-de-servicio; see docs/service-tokens.md): Authorization: Bearer caudal_sa_... . It has the route access of its role, needs no X-XSRF-TOKEN, opens no session and is rate-limited per token (429).",
  },
} as const;

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
};
const described = (description: string): JsonSchema => ({ ...errorSchema, description });

const REFUSALS = {
  401: described('Not signed in.'),
  403: described('Signed in, but the role may not do this.'),
  419: described('The CSRF header is missing or wrong, or the session expired.'),
  422: described('Bad input: `errors` names each field and its first message.'),
} as const;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RouteLike {
  method: string | string[];
  url: string;
  config?: FastifyContextConfig | Record<string, unknown>;
}

const capitalised = (word: string) => (word === '' ? '' : word[0].toUpperCase() + word.slice(1));

/** `GET /api/user/:id/recovery` -> `getUserByIdRecovery`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      const cleaned = (param ? `by_${param[1]}` : segment).replace(/[^A-Za-z0-9]+/g, '_');
      return cleaned.split('_').map(capitalised).join('');
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

const ENTITY_SUMMARIES: Record<string, (entity: string) => string> = {
  'GET list': (e) => `List ${e} records`,
  'GET one': (e) => `Read one ${e} record`,
  'POST list': (e) => `Create one ${e} record`,
  'PUT one': (e) => `Change one ${e} record`,
  'DELETE one': (e) => `Delete one ${e} record`,
  'PATCH recovery': (e) => `Recover one deleted ${e} record`,
};

/** The route's own summary, its description's first sentence, the generic CRUD's words, or its method and path. */
export function summaryOf(method: string, url: string, schema: JsonSchema | undefined, config: Record<string, unknown>): string {
  if (typeof schema?.summary === 'string') return schema.summary;
  if (typeof schema?.description === 'string') {
    const first = schema.description.split(/(?<=\.)\s/)[0].replace(/\.$/, '');
    if (first.length <= 120) return first;
  }
  if (typeof config.entity === 'string') {
    const shape = url.endsWith('/recovery') ? 'recovery' : /\/:id$/.test(url) ? 'one' : 'list';
    const words = ENTITY_SUMMARIES[`${method} ${shape}`];
    if (words) return words(config.entity);
  }
  return `${method} ${url}`;
}

const changes = (method: string, config: Record<string, unknown>) => !SAFE.has(method) || config.csrf === true;

/** The security an operation asks for, from its access declaration (route-access.ts): a change echoes the CSRF token even signed out. */
export function securityOf(method: string, config: Record<string, unknown>): Record<string, string[]>[] {
  const access = accessOf(config);
  const csrf: Record<string, string[]> = changes(method, config) ? { csrfHeader: [] } : {};
  if (!access || access.kind === 'public') return Object.keys(csrf).length > 0 ? [csrf] : [];
  // A permission route also takes a service account's token, which needs no CSRF header (docs/decisions/245).
  if (access.kind === 'permission') return [{ sessionCookie: [], ...csrf }, { serviceToken: [] }];
  return [{ sessionCookie: [], ...csrf }];
}

/** The refusals an operation may answer that its own schema leaves out. */
function refusalsOf(method: string, config: Record<string, unknown>, schema: JsonSchema): Record<string, JsonSchema> {
  const access = accessOf(config);
  const added: Record<string, JsonSchema> = {};
  if (access && access.kind !== 'public') {
    added[401] = REFUSALS[401];
    if (access.kind !== 'signedIn') added[403] = REFUSALS[403];
  }
  if (changes(method, config)) added[419] = REFUSALS[419];
  if (schema.body || schema.querystring || schema.params || !SAFE.has(method)) added[422] = REFUSALS[422];
  return added;
}

/** @fastify/swagger's `transform`: the route's schema with its id, summary, security and refusals. */
export function describeOperation({ schema, url, route }: { schema: unknown; url: string; route: RouteLike }): { schema: JsonSchema; url: string } {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const config = (route.config ?? {}) as Record<string, unknown>;
  const own = (schema ?? {}) as JsonSchema;
  if (own.hide) return { schema: own, url };
  const declared = (own.response as JsonSchema | undefined) ?? {};
  const success = Object.keys(declared).some((status) => /^2/.test(status)) ? {} : { '2XX': { description: 'Success (this answer has no declared schema).' } };
  const response = { ...success, ...refusalsOf(method, config, own), ...declared };
  // A body the route's zod schema validates, documented from that schema (server/crud/record-preconditions.ts).
  const documentedBody = own.body === undefined && config.documentedBody ? { body: config.documentedBody } : {};
  return {
    url,
    schema: {
      ...own,
      ...documentedBody,
      operationId: own.operationId ?? operationIdOf(method, url),
      summary: summaryOf(method, url, own, config),
      security: own.security ?? securityOf(method, config),
      response,
    },
  };
}
