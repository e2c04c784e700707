/**
 * Whose answer is it (docs/decisions/210): a document the PAC returns belongs to an intent only when
 * its external_id is the intent's key, which every create sends as both idempotency_key and
 * external_id. A PAC that answers a retry with another document (someone else's invoice, another
 * loan's complement) is not believed: that document is never recorded and never cancelled, and the
 * intent stays open to ask by its key. A PAC that stamped twice under one key has one document kept
 * (the first stamped, whatever order the answers came in) and the others cancelled with motive 02.
 */
import { ProviderUnavailable } from './invoicing.ts';

export interface KeyedDocument {
  id: string;
  status: string;
  external_id?: string | null;
  created_at?: string;
}

/**
 * Throws (as "the PAC is unavailable": the intent stays open and asks again) unless `document` was made
 * under `key`. Built at the call, not as a subclass: ./invoicing.ts imports the drivers that import this.
 */
export function ownAnswer<D extends KeyedDocument>(key: string, document: D): D {
  if (document.external_id === key) return document;
  throw new ProviderUnavailable(`the PAC answered another document (${document.id}, external_id ${JSON.stringify(document.external_id ?? null)}) to the request keyed ${key}: not recorded, not cancelled; asked again by the key`);
}

const firstStamped = (a: KeyedDocument, b: KeyedDocument) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

/**
 * Of the documents a search found under one key (only those whose external_id is the key count): the
 * one the intent keeps, and the other valid ones, stamped again by the PAC, to be cancelled.
 */
export function sortOutKeyed<D extends KeyedDocument>(key: string, found: readonly D[]): { keep?: D; extras: D[] } {
  const mine = found.filter((document) => document.external_id === key);
  const valid = mine.filter((document) => document.status === 'valid').sort(firstStamped);
  if (valid.length === 0) return { keep: [...mine].sort(firstStamped).at(-1), extras: [] };
  return { keep: valid[0], extras: valid.slice(1) };
}

/** The note the intent keeps of the extras cancelled (motive 02) under its key. */
export const extrasNote = (extras: readonly KeyedDocument[]) => `the PAC had stamped ${extras.length + 1} documents under this key: kept the first, cancelled with motive 02 ${extras.map((e) => e.id).join(', ')}`;
