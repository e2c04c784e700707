/**
 * The issuer and CSD every CFDI is sealed with, as one object the drivers read at each call
 * (docs/decisions/247): the operator's environment (CFDI_CSD_*, CFDI_ISSUER_*) wins; otherwise what
 * Admin stored on /administrador/identidad-fiscal; otherwise SAT's test taxpayer and its public CSD.
 * It is read again after an upload or an edit here, and at each reconciler pass, cheaply (a stamp of
 * what is stored), so that other servers on the same database follow within a minute.
 */
import { count, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { csdCertificate } from '../../schemas/fiscal-identity.ts';
import { openCsd } from '../adapters/csd.ts';
import type { InvoicingContext } from '../adapters/invoicing.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { csdInForce, listCsds, openStoredCsd, readIdentity, sealingKey } from './csd-store.ts';

export const DEFAULT_ISSUER = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' } as const;

type FiscalConfig = Pick<Config, 'CFDI_CSD_CER' | 'CFDI_CSD_KEY' | 'CFDI_CSD_PASSWORD' | 'CFDI_ISSUER_RFC' | 'CFDI_ISSUER_NAME' | 'CFDI_ISSUER_REGIME' | 'CFDI_ISSUER_POSTAL_CODE' | 'CSD_ENCRYPTION_KEY'>;

/** Which parts the environment decides (the screen says so and cannot change them). */
export function environmentOverrides(config: FiscalConfig) {
  return {
    csd: Boolean(config.CFDI_CSD_CER || config.CFDI_CSD_KEY),
    rfc: config.CFDI_ISSUER_RFC !== undefined,
    name: config.CFDI_ISSUER_NAME !== undefined,
    regime: config.CFDI_ISSUER_REGIME !== undefined,
    postal_code: config.CFDI_ISSUER_POSTAL_CODE !== undefined,
  };
}

export interface LiveFiscalContext {
  context: InvoicingContext;
  /** Reads what is stored again when it changed since the last reading (or always, with `force`). */
  refresh(force?: boolean): Promise<void>;
}

export function liveFiscalContext(database: Database, config: FiscalConfig, log: FastifyBaseLogger, now: () => Date = () => new Date()): LiveFiscalContext {
  const fromEnvironment = environmentOverrides(config);
  const context: InvoicingContext = {
    issuer: {
      rfc: config.CFDI_ISSUER_RFC ?? DEFAULT_ISSUER.rfc,
      name: config.CFDI_ISSUER_NAME ?? DEFAULT_ISSUER.name,
      fiscalRegime: config.CFDI_ISSUER_REGIME ?? DEFAULT_ISSUER.fiscalRegime,
      postalCode: config.CFDI_ISSUER_POSTAL_CODE ?? DEFAULT_ISSUER.postalCode,
    },
    csd: openCsd({ cer: config.CFDI_CSD_CER, key: config.CFDI_CSD_KEY, password: config.CFDI_CSD_PASSWORD }),
  };
  if (fromEnvironment.csd && context.csd.rfc !== context.issuer.rfc) throw new Error(`the CSD belongs to ${context.csd.rfc}, not to the issuer CFDI_ISSUER_RFC=${context.issuer.rfc}`);
  let stamp = '';
  let usedCsd: number | undefined;

  async function refresh(force = false): Promise<void> {
    const identity = await readIdentity(database.db);
    const [csds] = await database.db.select({ n: count(), newest: max(csdCertificate.id) }).from(csdCertificate);
    // A replacement loaded ahead comes into force by the clock alone: the day is part of the stamp.
    const next = `${identity?.version ?? 0}:${csds?.n ?? 0}:${csds?.newest ?? 0}:${now().toISOString().slice(0, 13)}`;
    if (!force && next === stamp) return;
    stamp = next;
    context.issuer = {
      rfc: fromEnvironment.rfc ? context.issuer.rfc : (identity?.rfc ?? DEFAULT_ISSUER.rfc),
      name: fromEnvironment.name ? context.issuer.name : (identity?.name ?? DEFAULT_ISSUER.name),
      fiscalRegime: fromEnvironment.regime ? context.issuer.fiscalRegime : (identity?.regime ?? DEFAULT_ISSUER.fiscalRegime),
      postalCode: fromEnvironment.postal_code ? context.issuer.postalCode : (identity?.postal_code ?? DEFAULT_ISSUER.postalCode),
    };
    if (fromEnvironment.csd) return;
    const inForce = csdInForce(await listCsds(database.db), context.issuer.rfc, now());
    if (!inForce) {
      if (usedCsd !== undefined) context.csd = openCsd({});
      usedCsd = undefined;
      return;
    }
    if (inForce.id === usedCsd) return;
    try {
      context.csd = await openStoredCsd(database, await sealingKey(database, config.CSD_ENCRYPTION_KEY), inForce.id);
      usedCsd = inForce.id;
    } catch (error) {
      // A backup restored elsewhere, or a rotated CSD_ENCRYPTION_KEY: the key cannot be opened; Admin loads the CSD again.
      log.error({ err: error, csd: inForce.serial_number }, 'the stored CSD cannot be opened; load it again on Identidad fiscal y CSD');
    }
  }
  return { context, refresh };
}
