/**
 * A reference as a file writes it: the referenced record's label, as the list and its export show it
 * (a role's name, a currency's name, a customer's name); else its natural key, the one its own import
 * goes by (a customer's clave, a company's Intelisis ID: what another system's export writes); else its
 * id. Texts are looked up once per import, a batch of distinct texts in one statement per way.
 */
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { referenceLabelField } from '../../schemas/framework/reference-labels.ts';
import type { Db } from '../db/client.ts';

export type ReferenceAnswer = { id: number } | { problem: 'unknown' | 'ambiguous' };

export class ReferenceResolver {
  private readonly known = new Map<string, Map<string, ReferenceAnswer>>();
  /** A number (a JSON row's reference) is a label or an id, never another system's key: a clave "12" does not take id 12's place. */
  private readonly knownAsNumber = new Map<string, Map<string, ReferenceAnswer>>();

  constructor(private readonly db: Db) {}

  /** Looks the texts up (those not yet known). */
  async load(field: string, meta: FieldMeta, texts: Iterable<string>): Promise<void> {
    const cache = this.known.get(field) ?? new Map<string, ReferenceAnswer>();
    const numberCache = this.knownAsNumber.get(field) ?? new Map<string, ReferenceAnswer>();
    this.known.set(field, cache);
    this.knownAsNumber.set(field, numberCache);
    const wanted = [...new Set([...texts].map((t) => t.trim().toLowerCase()))].filter((t) => t !== '' && !cache.has(t));
    if (wanted.length === 0 || !meta.reference) return;
    const target = meta.reference() as { table: PgTable & Record<string, PgColumn>; recordRepresentation: string; importKey?: string };
    const labelField = referenceLabelField(meta, target as never);
    const id = target.table.id;
    const matchesBy = async (column: PgColumn | undefined, texts: string[]) => {
      const found = new Map<string, number[]>();
      if (!column || texts.length === 0) return found;
      const lower = sql<string>`lower(${column}::text)`;
      const rows = (await this.db.select({ id, text: lower }).from(target.table).where(inArray(lower, texts))) as { id: number; text: string }[];
      for (const row of rows) found.set(row.text, [...(found.get(row.text) ?? []), row.id]);
      return found;
    };
    const labelled = await matchesBy(labelField !== 'id' ? target.table[labelField] : undefined, wanted);
    const keyField = target.importKey;
    const keyColumn = keyField && keyField !== 'id' && keyField !== labelField ? target.table[keyField] : undefined;
    const keyed = await matchesBy(keyColumn, wanted.filter((t) => !labelled.has(t)));
    const numeric = wanted.filter((t) => /^\d{1,9}$/.test(t) && !labelled.has(t)).map(Number);
    const byId = numeric.length > 0 ? ((await this.db.select({ id }).from(target.table).where(inArray(id, numeric))) as { id: number }[]) : [];
    const ids = new Set(byId.map((row) => row.id));
    const answerOf = (matches: number[] | undefined): ReferenceAnswer | undefined =>
      matches === undefined ? undefined : matches.length === 1 ? { id: matches[0]! } : { problem: 'ambiguous' };
    for (const text of wanted) {
      const asId: ReferenceAnswer | undefined = /^\d{1,9}$/.test(text) && ids.has(Number(text)) ? { id: Number(text) } : undefined;
      const label = answerOf(labelled.get(text));
      cache.set(text, label ?? answerOf(keyed.get(text)) ?? asId ?? { problem: 'unknown' });
      numberCache.set(text, label ?? asId ?? { problem: 'unknown' });
    }
  }

  answer(field: string, value: unknown): ReferenceAnswer {
    if (typeof value === 'number') return this.knownAsNumber.get(field)?.get(String(value)) ?? { id: value };
    return this.known.get(field)?.get(String(value).trim().toLowerCase()) ?? { problem: 'unknown' };
  }
}

/**
 * The labels of referenced records by id, as the list shows them (a customer's name, a role's name):
 * what a preview says of a reference instead of the database's id. A target named by its id has none.
 */
export async function labelsOf(db: Db, meta: FieldMeta, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id));
  if (wanted.length === 0 || !meta.reference) return new Map();
  const target = meta.reference() as { table: PgTable & Record<string, PgColumn>; recordRepresentation: string };
  const labelField = referenceLabelField(meta, target as never);
  const label = target.table[labelField];
  if (!label || labelField === 'id') return new Map();
  const rows = (await db.select({ id: target.table.id, label: sql<string>`${label}::text` }).from(target.table).where(inArray(target.table.id, wanted))) as { id: number; label: string | null }[];
  return new Map(rows.filter((row) => row.label !== null).map((row) => [Number(row.id), row.label!]));
}
