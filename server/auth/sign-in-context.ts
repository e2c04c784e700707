/** What the sign-in flows need from the app, gathered once when the auth routes register. */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SmsGateway } from '../adapters/sms-gateway.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { companyWordsOf } from './passwords.ts';
import type { SessionLifetime } from './session-store.ts';
import { deriveKey } from './tokens.ts';

export interface SignInContext {
  database: Database;
  config: Config;
  sms: SmsGateway;
  /** HMAC key of the one-time codes. */
  codeSecret: string;
  companyWords: string[];
  lifetime: SessionLifetime;
  randomInt: (max: number) => number;
  now: () => Date;
}

export function signInContext(app: FastifyInstance, sms: SmsGateway): SignInContext {
  const config = app.config;
  return {
    database: app.database,
    config,
    sms,
    codeSecret: deriveKey(app.authSecret, 'codes'),
    companyWords: companyWordsOf(config.PASSWORD_COMPANY_WORDS),
    lifetime: { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    randomInt: (max) => randomInt(max),
    now: () => new Date(),
  };
}
