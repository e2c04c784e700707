/**
 * /administrador/identidad-fiscal (docs/decisions/247): GET the issuer's fiscal identity, the CSDs
 * loaded (never their keys) with days left, and what the environment decides; PUT the name, regime and
 * postal code (and RFC, while no CSD is loaded) with the version read; POST fiscal_identity/csd the
 * .cer and .key (base64) and the key's password, checked before anything is stored.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fiscalIdentity } from '../../schemas/fiscal-identity.ts';
import { FISCAL_REGIME_CODES } from '../../schemas/rules/sat-catalogues.ts';
import { writeAudit } from '../crud/audit.ts';
import { staleVersion } from '../crud/versions.ts';
import { daysBetween, todayInMexicoCity } from '../domain/calendar.ts';
import { unprocessable } from '../http/errors.ts';
import { comparesVersion } from '../crud/record-preconditions.ts';
import { msg } from '../i18n/localized.ts';
import { checkUploadedCsd, CsdRefused, csdInForce, listCsds, readIdentity, sealingKey, storeCsd } from '../invoicing/csd-store.ts';
import { DEFAULT_ISSUER, environmentOverrides } from '../invoicing/fiscal-context.ts';
import { parseBody } from './forwards/forwards-input.ts';

export const FISCAL_IDENTITY_MODULE = '/administrador/identidad-fiscal';
const tags = ['fiscal_identity'];
const access = (action: 'read' | 'update' | 'create') => ({ action, module: FISCAL_IDENTITY_MODULE }) as const;

const identityBody = z
  .object({
    rfc: z.string().trim().toUpperCase().regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/).optional(),
    name: z.string().trim().min(1).max(254),
    regime: z.enum(FISCAL_REGIME_CODES),
    postal_code: z.string().regex(/^\d{5}$/),
    version: z.number().int().positive().optional(),
  })
  .strict();
/** Base64 of a few kB: SAT's .cer and .key are about 1.5 kB each. */
const base64File = z.string().min(16).max(20_000).regex(/^[A-Za-z0-9+/=\s]+$/);
const csdBody = z.object({ cer: base64File, key: base64File, password: z.string().min(1).max(256) }).strict();

const dayOf = (instant: Date) => todayInMexicoCity(instant);

export async function fiscalIdentityRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const overrides = environmentOverrides(app.config);

  async function answer() {
    const stored = await readIdentity(db);
    const issuer = app.invoicing.fiscal.context.issuer;
    const now = new Date();
    const csds = await listCsds(db);
    const inUse = overrides.csd ? undefined : csdInForce(csds, issuer.rfc, now);
    const today = todayInMexicoCity(now);
    return {
      identity: { rfc: issuer.rfc, name: issuer.name, regime: issuer.fiscalRegime, postal_code: issuer.postalCode, version: stored?.version ?? null, stored: stored !== undefined },
      environment: overrides,
      certificates: csds.map((c) => ({ ...c, in_use: c.id === inUse?.id, days_left: Math.max(0, daysBetween(today, dayOf(c.valid_to))), not_yet_valid: c.valid_from > now })),
      // What seals now (the environment's file, a stored one, or SAT's test CSD).
      sealing: { serial_number: app.invoicing.csd.certificate.number, rfc: app.invoicing.csd.rfc, valid_to: app.invoicing.csd.validTo, demo: app.invoicing.csd.demo, from_environment: overrides.csd },
    };
  }

  app.get('/fiscal_identity', { config: access('read'), schema: { tags } }, async () => ({ data: await answer() }));

  app.put('/fiscal_identity', { config: { ...access('update'), writes: comparesVersion('fiscal_identity', identityBody) }, schema: { tags } }, async (request) => {
    const body = parseBody<z.infer<typeof identityBody>>(identityBody, request.body);
    const csds = await listCsds(db);
    await db.transaction(async (tx) => {
      const before = await readIdentity(tx);
      if (before && body.version !== undefined && body.version !== before.version) throw staleVersion(before.version);
      const rfc = body.rfc ?? before?.rfc ?? DEFAULT_ISSUER.rfc;
      // The RFC is the CSD's: with CSDs loaded it changes only by loading one of the new RFC.
      if (csds.length > 0 && rfc !== (before?.rfc ?? DEFAULT_ISSUER.rfc)) throw unprocessable({ rfc: [msg('fiscal.rfcFollowsCsd')] });
      const values = { rfc, name: body.name, regime: body.regime, postal_code: body.postal_code, updated_by: request.actor.userId, updated_at: new Date() };
      if (before) await tx.update(fiscalIdentity).set({ ...values, version: sql`${fiscalIdentity.version} + 1` }).where(eq(fiscalIdentity.id, 1));
      else await tx.insert(fiscalIdentity).values({ id: 1, ...values });
      await writeAudit(tx, request.actor, { entity: 'fiscal_identity', entityId: 1, action: before ? 'update' : 'create', before: before ?? null, after: values });
    });
    await app.invoicing.fiscal.refresh(true);
    return { data: await answer() };
  });

  app.post('/fiscal_identity/csd', { config: { ...access('create'), writes: 'none' }, bodyLimit: 64 * 1024, schema: { tags } }, async (request, reply) => {
    const body = parseBody<z.infer<typeof csdBody>>(csdBody, request.body);
    const files = { cer: Buffer.from(body.cer, 'base64'), key: Buffer.from(body.key, 'base64'), password: body.password };
    const rfc = app.invoicing.fiscal.context.issuer.rfc;
    try {
      const credential = checkUploadedCsd(files, rfc, new Date());
      const key = await sealingKey(app.database, app.config.CSD_ENCRYPTION_KEY);
      await db.transaction(async (tx) => {
        const id = await storeCsd(tx, key, files, credential, request.actor.userId);
        const certificate = credential.certificate();
        await writeAudit(tx, request.actor, { entity: 'csd_certificate', entityId: id, action: 'create', after: { serial_number: certificate.serialNumber().bytes(), rfc: credential.rfc(), valid_from: certificate.validFrom(), valid_to: certificate.validTo() } });
      });
    } catch (error) {
      if (error instanceof CsdRefused) throw unprocessable({ [error.problem === 'wrongPassword' ? 'password' : error.problem === 'pairMismatch' ? 'key' : 'cer']: [msg(`fiscal.csd.${error.problem}`, error.params)] });
      throw error;
    }
    await app.invoicing.fiscal.refresh(true);
    return reply.code(201).send({ data: await answer() });
  });
}
