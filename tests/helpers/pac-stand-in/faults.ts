/**
 * The stand-in's fault modes, set per test: a list of rules, each naming the operation it applies to,
 * from which call of that operation (1-based, counted since the rules were set) and for how many, and
 * what the PAC does instead of answering normally. No rules: everything answers at once (ok).
 *
 *   refuse   a 4xx with Facturapi's error body; nothing is stamped
 *   fail     a 5xx; with stampFirst the CFDI is stamped all the same (the answer is what was lost)
 *   hang     no answer at all (until the stand-in closes); stampFirst (default true) stamps first
 *   slow     stamps at once and answers after `ms`
 *   pending  202 with status "pending": accepted, stamped later (settlePending) or never
 *   reset    stamps, then resets the connection before any answer (the client retries the same key)
 *
 * What a create under a key used before gets is the stand-in's `repeatedKey` mode (./index.ts), not a
 * rule: Facturapi documents that the key avoids duplicates when a request is retried.
 */
export type PacOperation = 'create' | 'retrieve' | 'list' | 'xml' | 'cancel';

export type FaultAction =
  | { kind: 'refuse'; status?: 400 | 404 | 409 | 422; message?: string; code?: string; errors?: { message: string; code: string; path?: string; source: 'facturapi' | 'sat' | 'pac' }[] }
  | { kind: 'fail'; status?: 500 | 502 | 503; stampFirst?: boolean }
  | { kind: 'hang'; stampFirst?: boolean }
  | { kind: 'slow'; ms: number }
  | { kind: 'pending' }
  | { kind: 'reset' };

/**
 * A create whose idempotency_key was used before: the first document answered again, as Facturapi's
 * API documents (replay); a 409 (conflict); or a misbehaving PAC's answers: the newest other document
 * it holds (another), or a second document stamped under the same key (restamp).
 */
export type RepeatedKey = 'replay' | 'conflict' | 'another' | 'restamp';

export interface FaultRule {
  op: PacOperation | 'any';
  /** The first call it applies to (1 = the first call after the rules were set). */
  from?: number;
  /** How many calls it applies to; default all from `from` on. */
  times?: number;
  action: FaultAction;
}

export class FaultPlan {
  private rules: FaultRule[] = [];
  private counts = new Map<PacOperation | 'any', number>();

  set(rules: FaultRule[]): void {
    this.rules = rules;
    this.counts.clear();
  }

  /** Counts this call and says what to do with it (undefined: answer normally). */
  next(op: PacOperation): FaultAction | undefined {
    const ofOp = (this.counts.get(op) ?? 0) + 1;
    const ofAny = (this.counts.get('any') ?? 0) + 1;
    this.counts.set(op, ofOp);
    this.counts.set('any', ofAny);
    for (const rule of this.rules) {
      if (rule.op !== op && rule.op !== 'any') continue;
      const n = rule.op === 'any' ? ofAny : ofOp;
      const from = rule.from ?? 1;
      if (n >= from && n < from + (rule.times ?? Number.POSITIVE_INFINITY)) return rule.action;
    }
    return undefined;
  }
}

/** "Refuse from the Nth create on", "XML download fails", and the other usual plans. */
export const faults = {
  ok: (): FaultRule[] => [],
  refuseFrom: (n: number, message = 'El RFC del receptor no está en la lista de RFC inscritos no cancelados del SAT'): FaultRule[] => [{ op: 'create', from: n, action: { kind: 'refuse', status: 400, message } }],
  failAfter: (calls: number): FaultRule[] => [{ op: 'any', from: calls + 1, action: { kind: 'fail', status: 500 } }],
  hang: (stampFirst = true): FaultRule[] => [{ op: 'create', action: { kind: 'hang', stampFirst } }],
  slow: (ms: number): FaultRule[] => [{ op: 'create', action: { kind: 'slow', ms } }],
  xmlDownloadFails: (times?: number): FaultRule[] => [{ op: 'xml', times, action: { kind: 'fail', status: 500 } }],
  pending: (): FaultRule[] => [{ op: 'create', action: { kind: 'pending' } }],
  /** The next `times` creates stamp and then lose their connection (default: the next one). */
  resetAfterStamping: (times = 1): FaultRule[] => [{ op: 'create', times, action: { kind: 'reset' } }],
  /** A create refused with Facturapi's code and one detail (ErrorDetail: code, path), as its validation answers. */
  refuseWithDetail: (message: string, detail: { code: string; path?: string }): FaultRule[] => [{ op: 'create', action: { kind: 'refuse', status: 400, message, code: 'invalid_request', errors: [{ message, ...detail, source: 'facturapi' }] } }],
};
