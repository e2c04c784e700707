/**
 * Builds the Fastify app (no listen): shared plugins, generic CRUD for every entity, domain routes,
 * OpenAPI at /api/openapi.json with its UI at /api/docs, and the built single-page app.
 * Every route declares who may call it (server/auth/route-access.ts) or the app does not start.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { describeOperation, SECURITY_SCHEMES } from './http/openapi-document.ts';
import { entities as registeredEntities } from '../schemas/index.ts';
import type { Entity } from '../schemas/framework/define-entity.ts';
import type { FileStorage } from './adapters/file-storage.ts';
import { fileStorageOf } from './adapters/file-storage-choice.ts';
import { databaseRateCounter } from './adapters/rate-counter.ts';
import { redisRateCounter } from './adapters/rate-counter-redis.ts';
import type { SmsGateway } from './adapters/sms-gateway.ts';
import { BackgroundTasks } from './http/background-tasks.ts';
import type { Config } from './config.ts';
import { SYSTEM_ACTOR } from './crud/audit.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { declareScopeAccess } from './auth/scope-access.ts';
import { randomSecret } from './auth/tokens.ts';
import { registerEntityRoutes } from './crud/routes.ts';
import { requireWriteDeclarations } from './crud/record-preconditions.ts';
import type { HookRegistry } from './crud/hooks.ts';
import { entityHooks } from './entities/index.ts';
import type { Database } from './db/client.ts';
import { installBodyGuard } from './http/body-guard.ts';
import { HttpError } from './http/errors.ts';
import { msg } from './i18n/localized.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { docsCsp, securityHeaders } from './plugins/security-headers.ts';
import { installIdempotency } from './http/idempotency.ts';
import { serveSpa } from './plugins/spa.ts';
import { MAX_UPLOAD_BYTES } from './files/upload-limits.ts';
import { domainRoutes, fileRoutes } from './routes/index.ts';
import { healthRoutes } from './routes/health.ts';
import { metricsRoutes, recordHttpMetrics } from './routes/metrics.ts';
import { answerWithRequestId, requestIdGenerator } from './http/request-id.ts';
import { constants as zlib } from 'node:zlib';
import { scheduleImportResume } from './imports/import-resume.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** AUTH_SECRET (or this process's own): the root of the code and CSRF keys. */
    authSecret: string;
    /** Lifecycle hooks by entity name (server/entities/): domain code that writes an entity through its repository passes them on. */
    entityHooks: HookRegistry;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** Entities beyond schemas/index.ts (a test fixture proves one declaration is enough). */
  extraEntities?: Record<string, Entity>;
  /** Hooks of those entities (a test fixture proves hooks run in the write's transaction). */
  extraHooks?: HookRegistry;
  files?: FileStorage;
  /** The SMS gateway instead of the one SMS_DRIVER chooses (tests read the log driver's output). */
  sms?: SmsGateway;
  /** Serve the built app from this folder (production); omitted in API tests. */
  staticDir?: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reads the request id in the log lines). */
  logStream?: NodeJS.WritableStream;
}

/** A number of hops is a function to Fastify's types: trust the first n addresses from the socket. */
function trustProxyOf(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Forwarded headers are anyone's to write: believed only when TRUST_PROXY names the proxy.
    trustProxy: trustProxyOf(options.config.TRUST_PROXY),
    // X-Request-Id: random, or a trusted proxy's (server/http/request-id.ts); in every log line as reqId.
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.config.TRUST_PROXY),
    // Validation is zod's, in the handlers (one set of messages); route JSON schemas only document.
    ajv: { customOptions: { strict: false } },
  });
  answerWithRequestId(app);
  recordHttpMetrics(app);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const allEntities: Record<string, Entity> = { ...registeredEntities, ...options.extraEntities };
  app.decorate('database', options.database);
  app.decorate('config', options.config);
  app.decorate('entityHooks', { ...entityHooks(options.config, options.database), ...options.extraHooks });
  app.decorate('importTargets', new Map());
  app.decorate('authSecret', options.config.AUTH_SECRET ?? randomSecret());
  app.decorate('files', options.files ?? fileStorageOf(options.config, options.database));
  app.decorate('rateCounter', options.config.REDIS_URL ? redisRateCounter(options.config.REDIS_URL) : databaseRateCounter(options.database));
  app.decorate('background', new BackgroundTasks((error) => app.log.error({ err: error }, 'background task failed')));
  app.addHook('onClose', async () => {
    // Messages still leaving finish (and record themselves) before the counters and the database go.
    await app.background.idle();
    await app.rateCounter.close();
  });
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = { ...SYSTEM_ACTOR, ip: request.ip };
  });

  installErrorHandler(app);
  // Every JSON body within declared sizes before any handler reads it (server/http/body-guard.ts).
  installBodyGuard(app);
  installIdempotency(app);
  await app.register(securityHeaders);
  await app.register(cookie);
  // Answers over 1 kB are compressed by Accept-Encoding (docs/decisions/030); Brotli at quality 4, as
  // quality 11 costs more CPU per JSON answer than it saves on the wire. Request bodies are never
  // inflated (no zip bombs). Registered before the static files, which send their own .br and .gz.
  await app.register(compress, {
    threshold: 1024,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Canonical paths, sessions, CSRF and permissions for every route; also decorates rowScope and sms.
  await app.register(authPlugin, { entities: allEntities, sms: options.sms });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Caudal API', version: '1.0.0', license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' }, description: 'Every list takes take, page, sort, order, q and one parameter per filterable field. Every JSON body is bounded before any route reads it: strings up to 64 kB (a route with a larger body limit, up to that), lists up to 1,000 items, 500 keys an object, 16 levels of nesting; past that a 422 naming the field. Money is at most 16 integer digits and 2 decimals.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: describeOperation,
  });
  // The API description is public: it documents the contract, not data.
  await app.register(async (docs) => {
    declareScopeAccess(docs, { public: true });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: docsCsp });
  });

  // Before any route under /api: each write declares what it changes and which version it takes.
  requireWriteDeclarations(app, allEntities);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      for (const entity of Object.values(allEntities)) registerEntityRoutes(api, entity, app.entityHooks[entity.name]);
      await api.register(fileRoutes, { entities: allEntities });
      for (const routes of domainRoutes) await api.register(routes);
      api.setNotFoundHandler((_request, _reply) => {
        throw new HttpError(404, msg('http.notFound'));
      });
    },
    { prefix: '/api' },
  );

  // Imports a stopped server left applying are taken up again (docs/decisions/240).
  scheduleImportResume(app);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  if (options.staticDir) await serveSpa(app, options.staticDir);
  return app;
}
