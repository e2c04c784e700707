/**
 * A plugin we do not write (Swagger UI, the static files) registers routes without our declaration.
 * The scope that registers it declares their access instead, explicitly, for that scope only; routes
 * that declare their own keep it.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { accessOf } from './route-access.ts';

export function declareScopeAccess(scope: FastifyInstance, declaration: FastifyContextConfig): void {
  scope.addHook('onRoute', (route) => {
    if (!accessOf(route.config as Record<string, unknown>)) route.config = { ...(route.config as object), ...declaration } as typeof route.config;
  });
}
