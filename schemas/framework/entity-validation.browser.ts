/**
 * `#entity-validation` in the browser build (decision 157): declarations do not build their zod
 * schemas when the app loads; the generated form builds them from the fields when it opens
 * (entity-validation.ts, through src/framework/screens/entity-resolver.ts).
 */
const NOT_BUILT = Object.freeze({ notBuilt: 'built by the form when it opens: formSchemas() in src/framework/screens/entity-resolver.ts' });

/** Markers where the browser builds nothing (define-entity.ts is type-checked against entity-validation.ts, the server's variant). */
export function entitySchemas(): { createSchema: object; updateSchema: object } {
  return { createSchema: NOT_BUILT, updateSchema: NOT_BUILT };
}
