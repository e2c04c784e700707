/**
 * Environment, validated once at boot: a bad value stops the process with a clear message.
 */
import { z } from 'zod';
import { checkPassword } from '../schemas/rules/password-policy.ts';
import { FISCAL_REGIME_CODES } from '../schemas/rules/sat-catalogues.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** A deadline in milliseconds for an outbound call: long enough for a slow provider, never a hang. */
const timeoutMs = z.coerce.number().int().min(100, 'must be at least 100 ms').max(120_000, 'must be at most 120000 ms (2 minutes)');

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * PostgreSQL at start: for how long to keep trying to connect (backing off) before exiting with the
   * host and the reason; 0 tries once. Then, while serving: how long a connection may take to open and a
   * query to answer before the request answers 503 (docs/decisions/103).
   */
  DATABASE_CONNECT_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(5),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(30),
  /**
   * PGlite's thread: `worker` (default) runs the embedded database on a thread of its own, so its
   * synchronous work never holds the server's event loop; `main` runs it on the server's thread, as
   * before (docs/decisions/151). Ignored with DATABASE_URL.
   */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  /**
   * `1`: start even though the database has migrations this release does not know (a newer release
   * upgraded it). Without it such a start is refused, naming them: going back is restoring the backup
   * taken before the upgrade (docs/operations.md).
   */
  ALLOW_NEWER_SCHEMA: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILES_DIR: z.string().min(1).optional(),
  /**
   * Where uploaded files' bytes go: `local` (FILES_DIR, one server) or `database` (PostgreSQL, shared by
   * every server). Unset: `database` with DATABASE_URL, `local` with PGlite.
   */
  FILE_STORAGE: z.enum(['local', 'database']).optional(),
  /** Redis for the rate-limit counters (several servers); unset, they are kept in the database. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** The built app to serve; `npm start` builds it here when stale. */
  STATIC_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().default('production'),
  /**
   * Who issues loan CFDIs (server/adapters/invoicing.ts): `local` builds and seals them with the CSD and
   * leaves them unstamped; `pac` has them stamped by the PAC (Facturapi, through its SDK).
   */
  INVOICING_PROVIDER: z.enum(['local', 'pac']).default('local'),
  /** The PAC's secret API key, required when INVOICING_PROVIDER=pac; INVOICING_PAC_URL overrides its API base (a sandbox or a test server). */
  INVOICING_PAC_URL: z.url().optional(),
  INVOICING_PAC_TOKEN: z.string().min(1).optional(),
  /** The firm's CSD: paths of the .cer and .key files and the key's password. Unset: SAT's public test CSD in demo/csd. */
  CFDI_CSD_CER: z.string().min(1).optional(),
  CFDI_CSD_KEY: z.string().min(1).optional(),
  CFDI_CSD_PASSWORD: z.string().optional(),
  /** The issuer of the CFDIs (Emisor and LugarExpedicion); its RFC must be the CSD's. Defaults: SAT's test taxpayer. */
  // Unset: what Admin entered on /administrador/identidad-fiscal, else SAT's test taxpayer (docs/decisions/247).
  // Set: the operator's word, which wins over the screen (the screen says so).
  CFDI_ISSUER_RFC: z.string().regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, 'must be an RFC').optional(),
  CFDI_ISSUER_NAME: z.string().min(1).max(254).optional(),
  CFDI_ISSUER_REGIME: z.enum(FISCAL_REGIME_CODES).optional(),
  CFDI_ISSUER_POSTAL_CODE: z.string().regex(/^\d{5}$/, 'must be 5 digits').optional(),
  /** The key that seals the CSD's private key at rest (docs/decisions/247); unset: one the servers keep in server_secret, which backups leave out. */
  CSD_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The firm as a lender for IVA on interest (docs/decisions/115, 116): `sofom_enr`, part of the
   * financial system (LIVA 15-X-b, 18-A: a new loan defaults to exempt or real interest by its
   * customer), or `other` (16 % on the nominal interest). The firm presents itself as a SOFOM, E.N.R.
   */
  CFDI_ISSUER_KIND: z.enum(['sofom_enr', 'other']).default('sofom_enr'),
  /** Where sign-in codes and temporary passwords go: `log` writes them to sms_log and stdout; `http` posts them to a provider. */
  SMS_DRIVER: z.enum(['log', 'http']).default('log'),
  /** The provider's endpoint and bearer token, required when SMS_DRIVER=http (server/adapters/sms-gateway-http.ts). */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** The sender name or number the provider shows, when it takes one. */
  SMS_HTTP_SENDER: z.string().min(1).optional(),
  /** Password of the seeded demo accounts (printed by `npm start`); it must meet the password policy. */
  DEMO_PASSWORD: z.string().default('Marea#2026x'),
  /** Words no password may contain (comma-separated, DOMAIN.md "Password policy"). */
  PASSWORD_COMPANY_WORDS: z.string().default('caudal'),
  /**
   * Key of the HMACs that hash one-time codes and bind CSRF tokens to sessions; every server of a
   * deployment needs the same one. Unset: made once and kept in the database (server/auth/shared-secret.ts).
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Bearer token that lets a monitoring system read /metrics without a session (Root's session reads it
   * too). Unset: only Root. Long and random, like a password: `openssl rand -base64 32`.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /**
   * Whether X-Forwarded-For/-Proto/-Host are believed (off by default: any client can write them):
   * a number of hops (the proxies in front of this server) or comma-separated proxy addresses or CIDRs.
   * `true` is refused (docs/decisions/127): it takes the left-most address, which
   * the client writes, so per-address limits and the audit trail would take the client's word.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      const text = value.trim().toLowerCase();
      if (text === 'false' || text === '' || text === '0') return false;
      if (text === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true is refused: it believes the left-most X-Forwarded-For address, which any client writes, so sign-in limits and the audit trail would take a client\'s word for its address. Give the number of proxies in front of this server (e.g. 1) or their addresses/CIDRs',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text.split(',').map((a) => a.trim()).filter(Boolean);
      if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a) || a === 'loopback' || a === 'linklocal' || a === 'uniquelocal')) return addresses;
      ctx.addIssue({ code: 'custom', message: 'must be false, a number of hops, or comma-separated proxy addresses' });
      return z.NEVER;
    }),
  /** How many PDFs pdf/create renders at once (the rest wait their turn), and how many one user may ask for per minute. */
  PDF_CONCURRENCY: positiveInt(2),
  PDF_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  /**
   * A person's uploads (POST file, profile photos; docs/decisions/197): how many per hour, how many MB in
   * any 24 hours, and after how many hours a file no record points at is deleted by the sweep.
   */
  UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt(60),
  UPLOAD_QUOTA_MB_PER_DAY: positiveInt(200),
  UNATTACHED_FILE_HOURS: positiveInt(24),
  /**
   * Messages (docs/decisions/128): every SMS the server sends counts against one
   * budget per hour shared by every server; a calculator notice to the managers is limited per person
   * who sends it and for the whole firm, per hour (each manager's phone also hears at most 20 an hour).
   */
  SMS_RATE_LIMIT_PER_HOUR: positiveInt(1000),
  NOTIFY_RATE_LIMIT_PER_PERSON: positiveInt(5),
  NOTIFY_RATE_LIMIT_PER_HOUR: positiveInt(60),
  /**
   * Outbound calls (server/adapters/outbound.ts): each attempt's deadline and how many times a call
   * that is safe to repeat is tried again. Per-service deadlines override the general one.
   */
  OUTBOUND_TIMEOUT_MS: timeoutMs.default(15_000),
  OUTBOUND_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  INVOICING_PAC_TIMEOUT_MS: timeoutMs.optional(),
  SMS_HTTP_TIMEOUT_MS: timeoutMs.optional(),
  RATE_SOURCE_TIMEOUT_MS: timeoutMs.optional(),
  PDF_RENDER_TIMEOUT_MS: timeoutMs.optional(),
  /**
   * How often the invoicing reconciler (server/invoicing/reconciler.ts) looks for intents a crash, a
   * timeout or a refusal left open; 0: only at start and on demand. It also runs at every start.
   */
  INVOICING_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  /** Sign-in, verification and recovery attempts allowed per IP per minute, and per account per 10 minutes. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(15),
  /** Requests one service account's token may make per minute (docs/decisions/245); past it a 429. */
  SERVICE_TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt(600),
}).superRefine((config, ctx) => {
  if (config.INVOICING_PROVIDER === 'pac' && !config.INVOICING_PAC_TOKEN) ctx.addIssue({ code: 'custom', path: ['INVOICING_PAC_TOKEN'], message: 'is required when INVOICING_PROVIDER=pac' });
  if (Boolean(config.CFDI_CSD_CER) !== Boolean(config.CFDI_CSD_KEY)) ctx.addIssue({ code: 'custom', path: ['CFDI_CSD_KEY'], message: 'CFDI_CSD_CER and CFDI_CSD_KEY go together' });
  if (config.SMS_DRIVER === 'http' && !config.SMS_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_DRIVER=http' });
  const companyWords = config.PASSWORD_COMPANY_WORDS.split(',');
  const broken = checkPassword(config.DEMO_PASSWORD, { identifiers: [], companyWords });
  if (broken.length > 0) ctx.addIssue({ code: 'custom', path: ['DEMO_PASSWORD'], message: `breaks the password policy: ${broken.join(', ')}` });
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `DATABASE_URL=` (exported but empty) means unset, as it does to a shell script, not a bad value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
