/**
 * Spec sections 8 and 9: a last-update stamp is set after each list load, and a failed list load only
 * refreshes it. The data provider stamps every getList attempt here; list screens read it.
 */
import { useSyncExternalStore } from 'react';

const stamps = new Map<string, Date>();
const listeners = new Set<() => void>();

export function markListLoad(resource: string, at: Date = new Date()): void {
  stamps.set(resource, at);
  for (const listener of listeners) listener();
}

export function getLastUpdate(resource: string): Date | undefined {
  return stamps.get(resource);
}

export function subscribeToLastUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time of the last list load attempt of a resource, success or failure; undefined before the first. */
export function useLastUpdate(resource: string): Date | undefined {
  const read = () => stamps.get(resource);
  return useSyncExternalStore(subscribeToLastUpdates, read, read);
}
