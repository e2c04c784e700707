/**
 * One decision per transition, a route at a time cannot be forgotten (docs/decisions/276): every write
 * route the server collected with a record declaration (`writes: { entity, ids }`, comparesVersion or
 * 'own'; `app.writeDeclarations`) is either a transition raced twice at once on two servers
 * (tests/faults/transition-race.test.ts, or another fault test named in RACED_ELSEWHERE) or an edit, said
 * to be one with the test of its version compare (tests/helpers/transition-routes.ts). A new route with a
 * record write in neither list fails here, saying what to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_WRITES } from '../../../server/crud/record-preconditions.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EDITS, RACED, RACED_ELSEWHERE, registryKey } from '../../helpers/transition-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});
afterAll(async () => t?.close());

const recordWrites = () => [...new Set(t.app.writeDeclarations.filter((w) => RECORD_WRITES.has(w.kind)).map((w) => registryKey(w.method, w.url)))].sort();

describe('the registry of transitions', () => {
  it('the server collected every write route with its declaration', () => {
    const writes = t.app.writeDeclarations;
    expect(writes.length).toBeGreaterThan(50);
    expect(writes).toContainEqual({ method: 'POST', url: '/api/payout_runs/:id/approve', kind: 'compares', record: 'payout_run' });
    expect(writes).toContainEqual({ method: 'PATCH', url: '/api/loan/:id/close', kind: 'records', record: 'loan' });
    expect(writes).toContainEqual({ method: 'PATCH', url: '/api/profile/requests/:id', kind: 'own' });
    expect(writes.some((w) => w.kind === 'repository')).toBe(true);
    expect(writes.some((w) => w.kind === 'none')).toBe(true);
  });

  it('every route with a record write is a transition raced on two servers, or an edit with its reason', () => {
    const listed = new Set<string>([...RACED, ...Object.keys(RACED_ELSEWHERE), ...Object.keys(EDITS)]);
    const missing = recordWrites().filter((key) => !listed.has(key));
    expect(
      missing,
      `${missing.join(', ')}: a route that changes a record a person read. If it moves a state (a decision, a close, an issue, a cancellation), ` +
        'race it: add it to RACED in tests/helpers/transition-routes.ts and a case to TRANSITIONS in tests/faults/transition-race.test.ts ' +
        '(twice at once on two servers: one acts, the other 409, nothing written twice), and make its write conditional in its transaction. ' +
        'If it is an edit, add it to EDITS there with a one-line reason and the test of its version compare.',
    ).toEqual([]);
  });

  it('each listed route exists, in one list only', () => {
    const present = new Set(recordWrites());
    const lists = [[...RACED], Object.keys(RACED_ELSEWHERE), Object.keys(EDITS)];
    const gone = lists.flat().filter((key) => !present.has(key));
    expect(gone, `${gone.join(', ')}: listed in tests/helpers/transition-routes.ts but no such route with a record write; take it out`).toEqual([]);
    const twice = lists.flat().filter((key, index, all) => all.indexOf(key) !== index);
    expect(twice).toEqual([]);
  });
});
