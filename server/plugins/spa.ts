/**
 * Serves the built single-page app: files from dist/, and index.html for "/" and every other page
 * path, so the browser's router decides (the app has its own 404 page). All of it is public: the app
 * holds no data; the API decides what a visitor may see.
 *
 * Caching (docs/decisions/031): files under /assets/ have content-hashed names, so a browser keeps them
 * a year without asking again; index.html and every other file are revalidated on each use (`no-cache`,
 * answered 304 through the ETag), so a new build is seen at once. The build writes .br and .gz beside
 * each file (scripts/precompress.ts); they are sent as they are, chosen by Accept-Encoding.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { relative, sep } from 'node:path';
import { declareScopeAccess } from '../auth/scope-access.ts';
import { pathOf } from '../http/canonical-path.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const sendApp = (reply: FastifyReply) => reply.sendFile('index.html');

/** The first segments the server's own routes take (api, metrics, healthz...), read once the routes are all in. */
function serverSegments(app: FastifyInstance): Set<string> {
  // The auth plugin keeps the table; an app without it (a bare server serving the pages) has only the fixed ones.
  const routes = app.hasDecorator('routeTable') ? app.routeTable : [];
  const segments = routes.map((route) => route.url.split('/')[1]?.toLowerCase() ?? '').filter((segment) => segment !== '' && !segment.startsWith('*') && !segment.startsWith(':'));
  return new Set([...segments, 'api', 'assets', 'metrics', 'healthz']);
}

/**
 * Whether a missing path may be a page of the app: not under any of the server's own first segments
 * (the API, /metrics, /healthz, a route added later), in any spelling: /METRICS, /metrics. or /healthz~
 * are a 404, not the app's page standing in for a refused or misspelt route. The app's pages never end
 * a segment with a dot either.
 */
export function isPagePath(path: string, reserved: ReadonlySet<string>): boolean {
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment.endsWith('.'))) return false;
  const first = (segments[0] ?? '').toLowerCase().replace(/[.~_-]+$/, '');
  return !reserved.has(first);
}

export async function serveSpa(app: FastifyInstance, folder: string) {
  const isHashedAsset = (file: string) => relative(folder, file).split(sep)[0] === 'assets';
  await app.register(async (spa) => {
    declareScopeAccess(spa, { public: true });
    await spa.register(fastifyStatic, {
      root: folder,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      etag: true,
      lastModified: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE),
    });
    // "/" is a folder to the static plugin (403 without an index): it is the app's root route.
    spa.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
    let reserved: Set<string> | undefined;
    spa.setNotFoundHandler((request, reply) => {
      reserved ??= serverSegments(app);
      if (request.method !== 'GET' || !isPagePath(pathOf(request.originalUrl), reserved)) throw new HttpError(404, msg('http.notFound'));
      return sendApp(reply);
    });
  });
}
