/** drizzle-kit generates migrations from schemas/tables.ts: an entity missing there would get no table. */
import { describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import * as tables from '../../../schemas/tables.ts';

describe('schemas/tables.ts', () => {
  it.each(Object.entries(entities))('exports the table of %s', (_name, entity) => {
    expect(Object.values(tables)).toContain(entity.table);
  });
});
