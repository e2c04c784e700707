/**
 * Which operations the generic CRUD layer serves for an entity. An operation in `routesByDomain` is a
 * domain route's (creating an investment computes its schedule): its own tests cover it, not the contract.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';

export type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';

const inDomain = (entity: Entity, operation: Operation) => (entity.routesByDomain as readonly string[]).includes(operation);
const declared = (entity: Entity, operation: Operation) => (entity.operations as readonly string[]).includes(operation);

/**
 * The ERP's records (externalSource) are created and edited by hand only while the firm allows it
 * (docs/decisions/241): tests/api/imports/erp-hand-edits.test.ts covers those writes, with the setting.
 */
const byHandOnlyWhenAllowed = (entity: Entity, operation: Operation) => entity.externalSource !== undefined && (operation === 'create' || operation === 'update');

/** The generic route serves it. */
export function servesGenerically(entity: Entity, operation: Operation): boolean {
  return declared(entity, operation) && !inDomain(entity, operation) && !byHandOnlyWhenAllowed(entity, operation);
}

/** The generic layer answers 405 for it (not exposed, and no domain route took the path). */
export function refusesGenerically(entity: Entity, operation: Operation): boolean {
  return !declared(entity, operation) && !inDomain(entity, operation);
}
