/**
 * What every step of the invoicing outbox works with: the database, the file store, the provider, a
 * logger, and the timing that follows from the PAC's deadline (docs/decisions/101).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/file-storage.ts';
import type { InvoicingProvider } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import type { Repository } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import type { Intent } from './intent-store.ts';

export interface IntentTiming {
  /** How long the worker on an intent keeps it: every call it may make, with their retries, and a margin. */
  leaseMs: number;
  /** When a PAC that did not answer is asked again, after this many attempts. */
  retryInMs(attempts: number): number;
  /** When a CFDI the PAC accepted but has not stamped yet (202) is looked at again. */
  pendingRecheckMs: number;
  /** Attempts after which the reconciler stops retrying on its own and leaves the intent for Admin. */
  maxAttempts: number;
}

export interface IntentContext {
  db: Db;
  files: FileStorage;
  provider: InvoicingProvider;
  invoices: Repository;
  log: FastifyBaseLogger;
  timing: IntentTiming;
}

/** Deadline and retries of the PAC -> the lease and retry pauses of its intents. */
export function intentTiming(pacTimeoutMs: number, retries: number, reconcileIntervalMs: number): IntentTiming {
  // A create and an XML download, each with its retries, and the recording, with room to spare.
  const leaseMs = pacTimeoutMs * (2 * (1 + retries) + 2) + 2000;
  return {
    leaseMs,
    retryInMs: (attempts) => Math.min(15 * 60_000, pacTimeoutMs * 2 ** Math.max(0, attempts - 1)),
    pendingRecheckMs: Math.max(1000, Math.min(reconcileIntervalMs || 60_000, 10 * 60_000)),
    maxAttempts: 12,
  };
}

/** Who a recorded result is audited as: the person who asked, from the reconciler when it finished the job. */
export function actorOf(intent: Intent, requestActor?: Actor): Actor {
  return requestActor ?? { userId: intent.requested_by ?? null, ip: 'reconciler' };
}

export function payloadOf<T>(intent: Intent): T {
  return JSON.parse(intent.payload) as T;
}
