/**
 * Serves the built single-page app: files from dist/, and index.html for "/" and every other path
 * that is not a file, so the browser's router decides (the app has its own 404 page).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

export async function serveSpa(app: FastifyInstance, folder: string) {
  await app.register(fastifyStatic, { root: folder, prefix: '/', wildcard: true, index: false });
  // "/" is a folder to the static plugin (403 without an index): it is the app's root route.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return sendApp(reply);
  });
}
