/**
 * The columns of an export and how each cell is written: as the list's cell shows it (the browser's
 * src/framework/format.ts formats money, rates, dates and instants on both sides), options and booleans
 * in the person's language, a reference by its label (joined in SQL: `<field>_label`).
 */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { labelKeyOf } from '../../../schemas/framework/reference-labels.ts';
import { codeKey, wireKey } from '../../../schemas/framework/wire-names.ts';
import { businessDate, formatDate, instant, formatDateTime, formatDecimal, formatMoney, formatPercent } from '../../../src/framework/format.ts';
import { unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import type { Actor } from '../audit.ts';
import { ownerScoped } from '../payload.ts';
import type { ExportLabels } from './export-labels.ts';

export interface ExportColumn {
  name: string;
  meta: Pick<FieldMeta, 'kind' | 'scale' | 'reference'>;
}

const ID: ExportColumn = { name: 'id', meta: { kind: 'integer' } };

/**
 * What an export may show, by name: the id, the fields (never a write-only one), the stamps, the
 * computed columns. A field this actor may not read (`access.read: 'staff'`) is left out of the
 * file, as the list's answer leaves it out: `undefined` in the map.
 */
function exportable(entity: Entity, actor: Actor): Map<string, ExportColumn | undefined> {
  const hideStaff = ownerScoped(actor);
  const columns = new Map<string, ExportColumn | undefined>([['id', ID]]);
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.writeOnly) continue;
    columns.set(name, hideStaff && meta.access?.read === 'staff' ? undefined : { name, meta });
  }
  if (entity.timestamps) for (const name of ['created_at', 'updated_at']) columns.set(name, { name, meta: { kind: 'datetime' } });
  for (const [name, computed] of Object.entries(entity.computed)) columns.set(name, { name, meta: { kind: computed.kind, scale: computed.scale } });
  return columns;
}

/** The default: the id, then what the generated list shows (its listed fields and computed columns). */
function defaultColumns(entity: Entity, allowed: Map<string, ExportColumn | undefined>): ExportColumn[] {
  const listed = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.list).map(([name]) => name);
  return ['id', ...listed, ...Object.keys(entity.computed)].flatMap((name) => allowed.get(name) ?? []);
}

/**
 * `columns=a,b,c` (the screen's columns, in its order, by their wire names: docs/decisions/270), or the
 * default; an unknown name is a 422.
 */
export function exportColumns(entity: Entity, actor: Actor, raw: string | undefined): ExportColumn[] {
  const allowed = exportable(entity, actor);
  if (raw === undefined || raw.trim() === '') return defaultColumns(entity, allowed);
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !allowed.has(codeKey(entity, name) ?? ''));
  if (names.length > 200 || unknown.length > 0) {
    const names = [...allowed.keys()].map((name) => wireKey(entity, name));
    throw unprocessable({ columns: [msg('list.unknownColumns', { columns: unknown.slice(0, 5).join(', '), allowed: names.join(', ') })] });
  }
  return names.flatMap((name) => allowed.get(codeKey(entity, name)!) ?? []);
}

/** One cell's text, as its list cell shows it ('' when empty). */
export function cellText(entityName: string, column: ExportColumn, row: Record<string, unknown>, labels: ExportLabels): string {
  const value = row[column.name];
  if (value === null || value === undefined || value === '') return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const { meta } = column;
  switch (meta.kind) {
    case 'money':
      return formatMoney(text);
    case 'percent':
      return formatPercent(text);
    case 'numeric':
      return formatDecimal(text, meta.scale ?? 2);
    case 'date':
      // The declaration says a date: its first 10 characters are its day (spec section 9), checked as one.
      return formatDate(businessDate(text.slice(0, 10)));
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : (instant(text) ?? new Date(text)));
    case 'boolean':
      return labels.boolean(value === true || text === 'true');
    case 'select':
      return labels.option(entityName, column.name, text);
    case 'reference': {
      const label = row[labelKeyOf(column.name)];
      return label === null || label === undefined ? text : String(label);
    }
    default:
      return text;
  }
}
