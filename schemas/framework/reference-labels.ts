/**
 * A list shows a reference by the referenced record's name, not its id: the list query joins the
 * target and answers `<field>_label` beside `<field>` (sortable when the field is, filterable by text
 * when the field is). Declared by nothing more than the reference itself and the target's
 * recordRepresentation; a target named by its id has no label to show.
 */
import { filterableFields, sortableFields, type Entity } from './define-entity.ts';
import type { FieldMeta, ReferenceTarget } from './field.ts';

export interface ReferenceLabel {
  /** The reference field (`currency_id`). */
  field: string;
  /** The answer's key and the sort and filter name (`currency_id_label`). */
  key: string;
  target: ReferenceTarget;
  /** The target's field the label is: the reference's lookupLabel, or the target's recordRepresentation. */
  labelField: string;
  sortable: boolean;
  filterable: boolean;
}

export const labelKeyOf = (field: string) => `${field}_label`;

/** The target's field that names a referenced record: declared on the reference, or the target's own. */
export const referenceLabelField = (meta: FieldMeta, target: ReferenceTarget): string => meta.lookupLabel ?? target.recordRepresentation;

/** The order a reference's options are offered in: declared on the reference, or by id. */
export const referenceSort = (meta: FieldMeta): { field: string; order: 'ASC' | 'DESC' } => ({ field: meta.lookupSort?.field ?? 'id', order: meta.lookupSort?.order ?? 'ASC' });

export function referenceLabels(entity: { fields: Record<string, FieldMeta> }): ReferenceLabel[] {
  const labels: ReferenceLabel[] = [];
  for (const [field, meta] of Object.entries(entity.fields)) {
    if (meta.kind !== 'reference' || !meta.reference || !meta.list) continue;
    const target = meta.reference();
    const labelField = referenceLabelField(meta, target);
    if (labelField === 'id') continue;
    labels.push({ field, key: labelKeyOf(field), target, labelField, sortable: meta.sortable, filterable: meta.filterable });
  }
  return labels;
}

/** What a list may be sorted by: the sortable fields, the labels of sortable references and the sortable computed columns. */
export function listSortKeys(entity: Entity): string[] {
  const computed = Object.entries(entity.computed).filter(([, c]) => c.sortable).map(([name]) => name);
  return [...sortableFields(entity), ...referenceLabels(entity).filter((l) => l.sortable).map((l) => l.key), ...computed];
}

/** What a list may be filtered by: the filterable fields and the labels of filterable references. */
export function listFilterKeys(entity: Entity): string[] {
  return [...filterableFields(entity), ...referenceLabels(entity).filter((l) => l.filterable).map((l) => l.key)];
}
