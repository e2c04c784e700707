/**
 * Catalogue rows read as the screen's words: every seeded status, instrument, role,
 * currency and document type that has words in src/i18n/catalogue-words.ts has the seeded Spanish there,
 * so an English screen shows its English; a row an administrator renamed is shown as they wrote it.
 */
import { describe, expect, it } from 'vitest';
import { catalogueWord, catalogueWords } from '../../../src/i18n/catalogue-words.ts';
import { CURRENCIES, DOCUMENT_TYPES, ROLES, STATUSES } from '../../../server/db/seed/catalogues.ts';
import { INSTRUMENTS } from '../../../server/db/seed/seed-forwards.ts';

const SEEDED: Record<string, readonly Record<string, unknown>[]> = {
  status: STATUSES,
  forward_instrument: INSTRUMENTS,
  role: ROLES,
  currency: CURRENCIES,
  document: DOCUMENT_TYPES,
};

describe('catalogue words', () => {
  it('hold the seeded Spanish of every row and field they translate', () => {
    for (const [entity, rows] of Object.entries(catalogueWords)) {
      for (const [id, fields] of Object.entries(rows)) {
        const row = SEEDED[entity]!.find((r) => String(r.id) === id);
        expect(row, `${entity} ${id} is seeded`).toBeDefined();
        for (const [field, text] of Object.entries(fields as Record<string, { es: string }>)) expect(`${entity} ${id} ${field}: ${text.es}`).toBe(`${entity} ${id} ${field}: ${String(row![field])}`);
      }
    }
  });

  it('translate a seeded value on an English screen and leave it on a Spanish one', () => {
    expect(catalogueWord('en', 'status', 1, 'name', 'Activo')).toBe('Active');
    expect(catalogueWord('en', 'status', 4, 'name', 'Concluida')).toBe('Concluded');
    expect(catalogueWord('es', 'status', 4, 'name', 'Concluida')).toBe('Concluida');
    expect(catalogueWord('en', 'forward_instrument', 5, 'description', INSTRUMENTS[4]!.description)).toBe('Window forward: may be settled before maturity');
  });

  it('show a renamed row, or a row without words, as it is stored', () => {
    expect(catalogueWord('en', 'status', 1, 'name', 'Vigente')).toBe('Vigente');
    expect(catalogueWord('en', 'status', 99, 'name', 'Nuevo')).toBe('Nuevo');
    expect(catalogueWord('en', 'customer', 1, 'name', 'XENON')).toBe('XENON');
    expect(catalogueWord('en', 'status', 1, 'name', null)).toBe('');
  });
});
