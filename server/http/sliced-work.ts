/**
 * Work over a user's input that may be large (an uploaded XML, a sheet) done in slices, yielding to the
 * event loop between them, under a time budget: no one request holds the server for long, and a file
 * that would take longer than the budget is refused instead of finished (docs/decisions/121).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Characters handed to the parser before the event loop gets a turn: a few milliseconds of work. */
export const SLICE_CHARS = 64 * 1024;

export class TimeBudgetExceeded extends Error {}

/**
 * Calls `step(slice)` for consecutive slices of `text` until it returns a verdict or the text ends; past
 * `budgetMs` of wall time it throws TimeBudgetExceeded.
 */
export async function inSlices<V>(text: string, budgetMs: number, step: (slice: string) => V | undefined, sliceChars = SLICE_CHARS): Promise<V | undefined> {
  const started = performance.now();
  for (let at = 0; at < text.length; at += sliceChars) {
    const verdict = step(text.slice(at, at + sliceChars));
    if (verdict !== undefined) return verdict;
    if (performance.now() - started > budgetMs) throw new TimeBudgetExceeded(`over ${budgetMs} ms`);
    await nextTurn();
  }
  return undefined;
}

/** Wall time a loop over rows works between two turns of the event loop. */
export const TURN_MS = 20;

/**
 * For a loop whose steps are awaited but mostly finish without waiting (a row checked against rows read
 * before): call the returned function after each step, and once `turnMs` of wall time has passed since
 * the last turn it yields one, so the loop holds the event loop about that long at a time whatever the
 * machine's load, where a fixed number of rows a turn would hold it as long as the machine is slow.
 */
export function turnTaker(turnMs = TURN_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < turnMs) return;
    await nextTurn();
    since = performance.now();
  };
}
