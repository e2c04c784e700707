/**
 * Serves the built single-page app: files from dist/, and index.html for "/" and every other page
 * path, so the browser's router decides (the app has its own 404 page). All of it is public: the app
 * holds no data; the API decides what a visitor may see.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { declareScopeAccess } from '../auth/scope-access.ts';
import { pathOf } from '../http/canonical-path.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

/** Whether a missing path may be a page of the app: not the API's, in any spelling of its prefix. */
const isPagePath = (path: string) => !/^\/api(\/|$)/i.test(path);

export async function serveSpa(app: FastifyInstance, folder: string) {
  await app.register(async (spa) => {
    declareScopeAccess(spa, { public: true });
    await spa.register(fastifyStatic, { root: folder, prefix: '/', wildcard: true, index: false });
    // "/" is a folder to the static plugin (403 without an index): it is the app's root route.
    spa.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
    spa.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || !isPagePath(pathOf(request.originalUrl))) throw new HttpError(404, msg('http.notFound'));
      return sendApp(reply);
    });
  });
}
