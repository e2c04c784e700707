/**
 * One decision per transition (docs/decisions/276): the registry of every write route that changes a
 * record a person read (`writes` a record declaration: WritesRecords, comparesVersion or 'own', as the
 * server collects them in `app.writeDeclarations`). Each is either a transition, raced twice at once on two
 * servers, or an edit, with the test that holds its version compare. tests/api/versions/transition-registry.test.ts
 * walks the server's routes against these lists; tests/faults/transition-race.test.ts races every route of
 * RACED. Keys are the routes as Fastify registers them: `METHOD /api/path/:param`.
 */

/** Raced in tests/faults/transition-race.test.ts: each has at least one case there (that file checks it). */
export const RACED = [
  'PATCH /api/loan/:id/close',
  'POST /api/loan/charge',
  'PATCH /api/investment/:id/close',
  'POST /api/payments',
  'POST /api/forward/exit',
  'POST /api/forward/partial',
  'PATCH /api/forward/liquidate/:id',
  'PATCH /api/loan_detail/generate/invoices',
  'POST /api/invoices/:id/cancel',
  'POST /api/invoices/:id/payment',
  'POST /api/invoices/:id/substitute',
  'POST /api/retention_certificates/:id/cancel',
  'POST /api/retention_certificates/:id/correct',
  'POST /api/payout_runs/:id/approve',
  'POST /api/payout_runs/:id/reject',
  'POST /api/payout_runs/:id/export',
  'POST /api/payout_runs/:id/settle',
  'POST /api/payout_runs/:id/lines/:line/settle',
  'POST /api/service_accounts/:id/rotate',
  'POST /api/service_accounts/:id/revoke',
] as const;

export type RacedRoute = (typeof RACED)[number];

/** Transitions raced on two servers by another fault test: the route and where. */
export const RACED_ELSEWHERE: Record<string, string> = {
  'PATCH /api/profile/requests/:id': 'tests/faults/two-servers.test.ts: approve vs approve and approve vs reject on A and B, one 200 and one 409, the user changed once',
  'POST /api/:entity/import/jobs/:id/apply': 'one conditional UPDATE on the job (previewed to applying, server/imports/import-jobs.ts claimForApply); a second apply is a 409 in tests/api/imports/imports.test.ts',
};

/**
 * Record writes that are edits, not transitions: no state moves, last write wins over a version compared
 * (decision 100), so a race is a stale version (409) or the later edit. The reason, and the test of the compare.
 */
export const EDITS: Record<string, string> = {
  'POST /api/loan/recalculate': "an edit of the loan's terms (its unpaid details regenerated); the version compare: tests/api/versions/domain-write-preconditions.test.ts",
  'PATCH /api/user_settings': "an edit of one's own settings; tests/api/versions/domain-write-preconditions.test.ts",
  'POST /api/profile': "asks for a change of one's own profile (a pending request, decided by PATCH profile/requests); If-Match compared in tests/api/versions/domain-versions.test.ts",
  'PUT /api/profile': "an edit of one's own profile (picture, language), fields under four eyes become a request; tests/api/profile/profile.test.ts",
  'PUT /api/fiscal_identity': 'an edit of the issuer data; its body version compared in tests/api/loans/fiscal-identity.test.ts',
  'PUT /api/closeCoverageConfig': 'an edit of the coverage settings; If-Match compared in tests/api/versions/domain-versions.test.ts',
  'PUT /api/investment/:id': "an edit of an investment's terms (refused once frozen: a 409); If-Match compared in tests/api/versions/domain-versions.test.ts",
  'DELETE /api/investment/:id': 'removes an investment nothing was paid of; tests/api/versions/domain-write-preconditions.test.ts',
  'POST /api/:entity/import': "the bulk upsert: each row an edit comparing the version its preview read (server/imports/import-routes.ts); tests/api/imports/",
};

/** A registered route's key with a generated entity path folded (`/api/customer/import` is `/api/:entity/import`). */
export function registryKey(method: string, url: string): string {
  return `${method} ${url.replace(/^\/api\/[a-z0-9_/-]+?\/import(?=\/|$)/, '/api/:entity/import')}`;
}
