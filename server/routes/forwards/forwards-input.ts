/**
 * Shared pieces of the hedge routes: body validation into 422 field errors, domain rule errors into
 * 422s, the owner a new hedge belongs to, and who sees whose hedges.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { DomainRuleError } from '../../domain/domain-error.ts';
import { ruleBroken, unprocessable } from '../../http/errors.ts';
import { hedgeOwners } from './forwards-data.ts';
import { msg } from '../../i18n/localized.ts';

export function parseBody<T>(schema: z.ZodType, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
  return parsed.data as T;
}

/** Runs a domain computation; a broken rule becomes a 422 on its field. */
export function ruled<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof DomainRuleError) throw ruleBroken(error);
    throw error;
  }
}

/**
 * True when the auth layer limits this request to the user's own hedges (investors and clients): the
 * same rule that scopes forward_open decides who a new hedge belongs to.
 */
export function ownHedgesOnly(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.rowScope(request, forwardOpen) !== undefined;
}

/**
 * Whose hedge a request creates: an investor's or client's own; staff name a client or investor
 * (userId), who must exist.
 */
export async function hedgeOwner(app: FastifyInstance, request: FastifyRequest, requested: number | null): Promise<number> {
  if (ownHedgesOnly(app, request) && request.actor.userId !== null) return request.actor.userId;
  if (requested === null) throw unprocessable({ userId: [MESSAGES.required] });
  const [owner] = await hedgeOwners(app.database.db, requested);
  if (!owner) throw unprocessable({ userId: [msg('forwards.owner')] });
  return owner.id;
}
