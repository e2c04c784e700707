/**
 * Every entity the generic API serves, by resource name. The server registers routes for each; the
 * browser builds screens. They come from schemas/registry.ts, which `npm run db:generate` writes from the
 * declarations: adding an entity is writing schemas/<entity>.ts.
 */
import type { Entity } from './framework/define-entity.ts';
import { declaredEntities as everyDeclaredEntity, registeredEntities } from './registry.ts';
import { auditTrail } from './views/audit-trail.ts';

/** The declarations, and the read-only views over the server's own tables (schemas/views/, decision 160). */
export const entities = { ...registeredEntities, audit_log: auditTrail } satisfies Record<string, Entity>;

export type EntityName = keyof typeof entities;

export const entityList: readonly Entity[] = Object.values(entities);

/**
 * Every declared entity by name, with those served by their own domain routes (`genericApi: false`):
 * the browser finds a resource's API path and module here (decision 087).
 */
export const declaredEntities: Readonly<Record<string, Entity>> = { ...everyDeclaredEntity, audit_log: auditTrail };
