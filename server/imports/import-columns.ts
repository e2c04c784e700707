/**
 * Which field each of a file's columns fills (docs/decisions/240): a heading is matched, without
 * regard to case, accents or spacing, to a field's label as the screen and the export write it in
 * either language (the app's own catalogues, src/i18n/messages/), or to the field's name. The list's
 * `ID` column is the id; computed figures and unknown headings are ignored and said so.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { exportLabels } from '../crud/export/export-labels.ts';
import { wireKey } from '../../schemas/framework/wire-names.ts';
import { unprocessable } from '../http/errors.ts';
import { msg, type Language } from '../i18n/localized.ts';

const LANGUAGES: readonly Language[] = ['es', 'en'];

/** "  Razón   social " -> "razon social". */
export const normalHeading = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The fields an import may fill: what a person may write (no generated figures, no files, which are uploaded). */
export function importableFields(entity: Entity): string[] {
  return Object.entries(entity.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => !meta.generated && meta.kind !== 'file' && meta.kind !== 'datetime')
    .map(([name]) => name);
}

/** A field's label in a language, as the export's heading. */
export const fieldLabel = (entity: Entity, field: string, language: Language) => exportLabels(language).heading(entity.name, field);

export interface ColumnMap {
  /** Column index -> field name (or `id`). */
  fields: Map<number, string>;
  /** Headings no field took, as written. */
  ignored: string[];
}

/** `extra`: a domain's columns beyond the fields (a loan's paid history, docs/decisions/206), labelled as fields are. */
export function matchColumns(entity: Entity, headings: readonly string[], extra: readonly string[] = []): ColumnMap {
  const byHeading = new Map<string, string>();
  const names = ['id', ...importableFields(entity), ...extra];
  for (const name of names) {
    byHeading.set(normalHeading(name), name);
    // The export's JSON and the API name a renamed field by its wire name (docs/decisions/270).
    byHeading.set(normalHeading(wireKey(entity, name)), name);
    for (const language of LANGUAGES) byHeading.set(normalHeading(fieldLabel(entity, name, language)), name);
  }
  const fields = new Map<number, string>();
  const ignored: string[] = [];
  const taken = new Map<string, string>();
  headings.forEach((heading, index) => {
    const name = byHeading.get(normalHeading(heading));
    if (!name) {
      if (heading.trim() !== '') ignored.push(heading.trim());
      return;
    }
    const before = taken.get(name);
    if (before !== undefined) throw unprocessable({ file: [msg('imports.duplicateColumn', { columns: `${before}, ${heading.trim()}` })] });
    taken.set(name, heading.trim());
    fields.set(index, name);
  });
  if (fields.size === 0) throw unprocessable({ file: [msg('imports.noKnownColumns')] });
  const key = entity.importKey;
  if (key !== 'id' && ![...fields.values()].includes(key)) {
    throw unprocessable({ file: [msg('imports.keyMissing', { column: `${fieldLabel(entity, key, 'es')} / ${fieldLabel(entity, key, 'en')}` })] });
  }
  return { fields, ignored };
}
