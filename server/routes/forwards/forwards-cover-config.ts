/**
 * When hedges may be closed (/administrador/listas/cobertura-config): GET and PUT closeCoverageConfig,
 * GET closeCoverageConfig/check (may hedges be closed now?) and GET closeCoverageConfig/toggle (turns
 * closing on or off). Exits, partial exits and liquidations call assertClosingAllowed first.
 */
import type { FastifyInstance } from 'fastify';
import { closeCoverageConfig } from '../../../schemas/cover-config.ts';
import { coverConfigUpdate } from '../../../schemas/forward-requests.ts';
import { IF_MATCH_HEADER } from '../../crud/openapi-schemas.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { readPrecondition, tagWithVersion } from '../../crud/versions.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { comparesVersion } from '../../crud/record-preconditions.ts';
import { parseBody } from './forwards-input.ts';
import { closingAllowed, type ClosingWindow } from './forwards-rules.ts';
import { msg } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

const MODULE = '/administrador/listas/cobertura-config';

/** The one configuration row; seeded, so its absence is a broken installation, not bad input. */
export async function readCoverConfig(db: Db): Promise<Row & ClosingWindow> {
  const rows = await db.select().from(closeCoverageConfig.table).limit(1);
  if (!rows[0]) throw new HttpError(503, msg('forwards.configMissing'));
  return rows[0] as Row & ClosingWindow;
}

/** Refuses with a 422 when hedges may not be closed now. */
export async function assertClosingAllowed(db: Db, now = new Date()): Promise<void> {
  const check = closingAllowed(await readCoverConfig(db), now);
  if (!check.canClose) throw unprocessable({ closeCoverageConfig: [check.reason ?? msg('forwards.cannotClose')] });
}

const configSchema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean', description: 'closing hedges is allowed at all' },
    startTime: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, Mexico City' },
    endTime: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, Mexico City' },
    weekdaysOnly: { type: 'boolean' },
    version: { type: 'integer', minimum: 1, description: 'precondition: the version read (GET closeCoverageConfig answers it); a stale one is a 409' },
  },
};

export async function coverConfigRoutes(app: FastifyInstance) {
  const repo = new Repository(closeCoverageConfig, app.database);
  const tags = ['closeCoverageConfig'];

  app.get('/closeCoverageConfig', { config: { module: MODULE, action: 'read' }, schema: { tags } }, async (_request, reply) => {
    const config = await readCoverConfig(app.database.db);
    tagWithVersion(reply, config);
    return { data: config };
  });

  app.put('/closeCoverageConfig', { config: { module: MODULE, action: 'update', writes: comparesVersion('close_coverage_config', 'if-match') }, schema: { tags, headers: IF_MATCH_HEADER, body: configSchema } }, async (request) => {
    const { expectedVersion, body } = readPrecondition(request);
    const changes = parseBody<Partial<ClosingWindow>>(coverConfigUpdate, body);
    const current = await readCoverConfig(app.database.db);
    const next = { ...current, ...changes };
    if (next.startTime > next.endTime) throw unprocessable({ endTime: [msg('forwards.windowOrder')] });
    return { data: await repo.update(current.id as number, changes, request.actor, { expectedVersion }) };
  });

  // Read by the open hedges screen (to offer or hold back the exits), so it belongs to that module.
  app.get('/closeCoverageConfig/check', { config: { module: '/coberturas/coberturas-vigentes', action: 'read' }, schema: { tags } }, async (request) => {
    const config = await readCoverConfig(app.database.db);
    const check = closingAllowed(config, new Date());
    return { data: { ...check, reason: check.reason?.in(requestLanguage(request)), enabled: config.enabled, startTime: config.startTime, endTime: config.endTime, weekdaysOnly: config.weekdaysOnly } };
  });

  // The spec makes toggle a GET. A GET with an effect must not be reachable by a link from another site
  // (it would carry the session cookie), so it asks for the CSRF header like any write (route-access.ts).
  app.get('/closeCoverageConfig/toggle', { config: { module: MODULE, action: 'update', csrf: true }, schema: { tags, description: 'Turns closing hedges on or off. Changes state, so it needs the X-XSRF-TOKEN header although it is a GET.' } }, async (request) => {
    const current = await readCoverConfig(app.database.db);
    return { data: await repo.update(current.id as number, { enabled: !current.enabled }, request.actor) };
  });
}
