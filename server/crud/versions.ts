/**
 * Optimistic concurrency on the API (docs/decisions/100): every record answers its `version` and, on
 * GET one, an ETag; a write names the version it read, as `version` in its body or in If-Match, and
 * the repository refuses it with a 409 when the record has moved on since. `version` is only ever a
 * precondition: it is taken out of the body before the body is checked, so it is never written.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

/** Weak: the answer around the version (reference labels, computed columns) may change while the record does not. */
export const etagOf = (version: number) => `W/"${version}"`;

/** One entity tag, weak or strong (`W/"7"`, `"7"`); the version column is a PostgreSQL integer. */
const ENTITY_TAG = /^(?:W\/)?"([1-9]\d{0,8})"$/;
const MAX_VERSION = 2_147_483_647;

/** A stale write: 409 in the caller's language, with the record's current version to start again from. */
export const staleVersion = (current: number) => new HttpError(409, msg('http.staleVersion'), undefined, { version: current });

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function versionFromBody(body: unknown): number | undefined {
  if (!isPlainObject(body) || !('version' in body)) return undefined;
  const version = body.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1 || version > MAX_VERSION) throw unprocessable({ version: [msg('http.versionInvalid')] });
  return version;
}

/**
 * If-Match: one tag, or `*` (any current record: the route's 404 covers a missing one). A list of tags,
 * or anything else, is refused: a write states one version it read.
 */
function versionFromHeader(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(', ') : header.trim();
  if (text === '*') return undefined;
  const tag = ENTITY_TAG.exec(text);
  if (!tag) throw unprocessable({ version: [msg('http.ifMatchInvalid')] });
  return Number(tag[1]);
}

export interface Precondition {
  /** The version the writer read; undefined when it named none (last write wins, decision 100). */
  expectedVersion: number | undefined;
  /** The request's body without `version`, for the payload checks. */
  body: unknown;
}

/** What a write says it read: the body's `version` or If-Match (both given, they must agree). */
export function readPrecondition(request: FastifyRequest): Precondition {
  const fromBody = versionFromBody(request.body);
  const fromHeader = versionFromHeader(request.headers['if-match']);
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    throw unprocessable({ version: [msg('http.versionsDiffer', { body: fromBody, header: fromHeader })] });
  }
  let body = request.body;
  if (isPlainObject(body) && 'version' in body) {
    const { version: _precondition, ...rest } = body;
    body = rest;
  }
  return { expectedVersion: fromBody ?? fromHeader, body };
}

/** The record's version as its ETag, on an answer that carries the record. */
export function tagWithVersion(reply: FastifyReply, row: Record<string, unknown>): void {
  if (typeof row.version === 'number') reply.header('ETag', etagOf(row.version));
}
