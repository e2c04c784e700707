/**
 * schemas/registry.ts is written from the declarations (scripts/entity-registry.ts, run by
 * `npm run db:generate`): the committed file must be what the declarations give now, and drizzle-kit,
 * which reads schemas/tables.ts, must see every entity's table.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import * as tables from '../../../schemas/tables.ts';
import { REGISTRY_FILE, registrySource } from '../../../scripts/entity-registry.ts';

describe('schemas/registry.ts', () => {
  it('is what `npm run db:generate` writes from the declarations in schemas/', async () => {
    expect(await readFile(REGISTRY_FILE, 'utf8')).toBe(await registrySource());
  });

  it('registers only entities the generic API serves', () => {
    expect(Object.values(entities).filter((entity) => !entity.genericApi)).toEqual([]);
    expect(Object.entries(entities).filter(([key, entity]) => key !== entity.name)).toEqual([]);
  });
});

describe('schemas/tables.ts', () => {
  it.each(Object.entries(entities))('exports the table of %s', (_name, entity) => {
    expect(Object.values(tables)).toContain(entity.table);
  });
});
