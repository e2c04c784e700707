/**
 * The size guard of every JSON body: whatever a route's own schema says, no string
 * is longer than BODY_LIMITS.maxString (or the route's own bodyLimit, for the few that take a document or
 * a picture), no list longer than maxItems, no object wider than maxKeys, nothing nested deeper than
 * maxDepth. One linear walk before validation, so no handler, schema or regular expression ever sees an
 * input larger than these; the fields' own declared sizes (schemas/framework/sizes.ts) are tighter.
 * Refused with a 422 naming the field, in the person's language; nothing is changed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { DEFAULT_MAX_ITEMS } from '../../schemas/framework/sizes.ts';
import { unprocessable } from './errors.ts';

export const BODY_LIMITS = { maxString: 64 * 1024, maxItems: DEFAULT_MAX_ITEMS, maxKeys: 500, maxDepth: 16 } as const;

/** The app's default bodyLimit: a route that sets another one takes documents or pictures in a string. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

type Problem = { path: string; message: string } | null;

/** The first value past a limit, by path (`rows.3.amount`), or null. */
export function oversized(value: unknown, maxString: number = BODY_LIMITS.maxString): Problem {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    const at = path || '_';
    if (typeof current === 'string') {
      if (current.length > maxString) return { path: at, message: MESSAGES.tooLong };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= BODY_LIMITS.maxDepth) return { path: at, message: MESSAGES.notValid };
    if (Array.isArray(current)) {
      if (current.length > BODY_LIMITS.maxItems) return { path: at, message: MESSAGES.tooLarge };
      for (let i = 0; i < current.length; i++) stack.push({ value: current[i], path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > BODY_LIMITS.maxKeys) return { path: at, message: MESSAGES.tooLarge };
    for (const key of keys) stack.push({ value: (current as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return null;
}

function maxStringOf(request: FastifyRequest): number {
  const routeLimit = request.routeOptions.bodyLimit;
  return routeLimit && routeLimit > DEFAULT_BODY_LIMIT ? routeLimit : BODY_LIMITS.maxString;
}

export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object' || request.isMultipart()) return;
    const problem = oversized(request.body, maxStringOf(request));
    if (problem) throw unprocessable({ [problem.path]: [problem.message] });
  });
}
