/**
 * Reading an import (docs/decisions/240): the declarations' natural keys, a heading matched in either
 * language, a cell read back as the export wrote it, a stored value compared by its kind, a CSV parsed
 * with `,` or `;` and quotes.
 */
import { describe, expect, it } from 'vitest';
import { entities, entityList } from '../../../schemas/index.ts';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field, type FieldMeta } from '../../../schemas/framework/field.ts';
import { valueOf } from '../../../server/imports/import-cells.ts';
import { matchColumns } from '../../../server/imports/import-columns.ts';
import { parseCsv } from '../../../server/imports/import-file.ts';
import { sameValue } from '../../../server/imports/import-plan.ts';

const meta = (entity: { fields: Record<string, FieldMeta> }, name: string) => entity.fields[name]!;

describe('natural keys', () => {
  it('every entity the generic layer creates is importable, and the ERP records by their keys', () => {
    for (const entity of entityList) {
      const genericCreate = entity.genericApi && entity.operations.includes('create') && !entity.routesByDomain.includes('create');
      if (genericCreate) expect(entity.importable, entity.name).toBe(true);
    }
    expect([entities.customer, entities.company, entities.agent, entities.user].map((e) => [e.importable, e.importKey])).toEqual([
      [true, 'clave'],
      [true, 'intelisis_id'],
      [true, 'intelisis_id'],
      [true, 'email'],
    ]);
    // A loan and an investment carry their schedules: their domains import them, not the generic layer.
    // Both with their opening balances (docs/decisions/206, 280); the investment's asks root on the payments screen too.
    expect([entities.loan.importKey, entities.loan.importable, entities.loan.domainImport, entities.investment.importKey, entities.investment.importable, entities.investment.domainImport]).toEqual([
      'intelisis_id', true, true, 'key', true, true,
    ]);
    expect(entities.investment.importRequires).toEqual({ screen: '/inversiones/pagos', action: 'root' });
  });

  it('a key that is not a unique field stops the declaration', () => {
    expect(() => defineEntity({ name: 'not_unique', access: { module: '/x' }, fields: { code: field.text({ maxLength: 8 }) }, importKey: 'code' })).toThrow(/unique/);
  });
});

describe('columns', () => {
  it('match the screen labels in either language, or the field names, without regard to case or accents', () => {
    const map = matchColumns(entities.customer, ['  clave ', 'NAME', 'Régimen Fiscal', 'Préstamos', 'ID', 'Uso del CFDI']);
    expect([...map.fields.entries()]).toEqual([
      [0, 'clave'],
      [1, 'name'],
      [2, 'fiscal_regime'],
      [4, 'id'],
      [5, 'cfdi_use'],
    ]);
    expect(map.ignored).toEqual(['Préstamos']);
    expect(() => matchColumns(entities.customer, ['Nombre', 'Name'])).toThrow();
    expect(() => matchColumns(entities.customer, ['Nombre'])).toThrow();
  });
});

describe('cells', () => {
  it('read back what the export writes', () => {
    const currency = entities.currency;
    expect(valueOf('currency', 'min_inv', meta(currency, 'min_inv'), '$1,234.50')).toBe('1234.50');
    expect(valueOf('currency', 'min_inv', meta(currency, 'min_inv'), 1234.5)).toBe('1234.5');
    expect(valueOf('x', 'd', { kind: 'date' } as FieldMeta, '15/01/2026')).toBe('2026-01-15');
    expect(valueOf('x', 'd', { kind: 'date' } as FieldMeta, new Date(Date.UTC(2026, 0, 15)))).toBe('2026-01-15');
    expect(valueOf('x', 'b', { kind: 'boolean' } as FieldMeta, 'Sí')).toBe(true);
    expect(valueOf('x', 'b', { kind: 'boolean' } as FieldMeta, 'No')).toBe(false);
    expect(valueOf('user', 'phone', meta(entities.user, 'phone'), "'+525510000004")).toBe('+525510000004');
    expect(valueOf('user', 'person_type', meta(entities.user, 'person_type'), 'fisica')).toBe('fisica');
    expect(valueOf('x', 't', { kind: 'text' } as FieldMeta, '   ')).toBeNull();
    // What cannot be read goes on as written, for the API's own message.
    expect(valueOf('currency', 'min_inv', meta(currency, 'min_inv'), 'mucho')).toBe('mucho');
  });

  it('compare by kind: 1500 is 1500.00, empty is empty', () => {
    expect(sameValue({ kind: 'money' } as FieldMeta, '1500.00', '1500')).toBe(true);
    expect(sameValue({ kind: 'money' } as FieldMeta, '1500.00', '1500.01')).toBe(false);
    expect(sameValue({ kind: 'text' } as FieldMeta, null, '')).toBe(true);
    expect(sameValue({ kind: 'reference' } as FieldMeta, 3, '3')).toBe(true);
    expect(sameValue({ kind: 'text' } as FieldMeta, 'a', 'A')).toBe(false);
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes, and Excel-in-Spanish semicolons', async () => {
    expect(await parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
    expect(await parseCsv('clave;nombre\nC1;Uno, Dos\n')).toEqual([
      ['clave', 'nombre'],
      ['C1', 'Uno, Dos'],
    ]);
    await expect(parseCsv('a\n"open')).rejects.toThrow();
  });
});
