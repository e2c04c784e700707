/**
 * Serves the built single-page app: files from dist/, and index.html for every other path so the
 * browser's router decides (the app has its own 404 page).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveSpa(app: FastifyInstance, folder: string) {
  await app.register(fastifyStatic, { root: folder, prefix: '/', wildcard: true, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
