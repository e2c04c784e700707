/**
 * The demo accounts (one per role, each with its own phone, all with DEMO_PASSWORD), two more
 * investors, and the country calling codes. Every role's permissions are the declared grants the module
 * reconciler applies (resources/modules.ts and the entities' `access`, docs/decisions/167).
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { phoneCode } from '../../../schemas/auth-tables.ts';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { companyWordsOf, hashPassword, passwordProblems } from '../../auth/passwords.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../client.ts';
import { insertFixed } from './insert-fixed.ts';

/** Shared by every field a demo account needs; each account overrides what identifies it. */
const PERSON = { lada: '+52', person_type: 'fisica', language: 'es', bank_name: 'BBVA México', bank_account: '0123456789' } as const;

export const DEMO_ACCOUNTS = [
  { id: 1, key: 'USR-0001', username: 'root', email: 'root@caudal.mx', name: 'Rosa Ortega Alcántara', role_id: ROLE.root, type: null, rfc: 'ROAL850312AB9', curp: 'ROAL850312MDFDLN03', bank_clabe: '002180001234567896', phone: '+525510000001' },
  { id: 2, key: 'USR-0002', username: 'admin', email: 'admin@caudal.mx', name: 'Guillermo Gómez Pérez', role_id: ROLE.admin, type: null, rfc: 'GOPM790604K20', curp: 'GOPM790604HJCNRR02', bank_clabe: '012180001234567815', phone: '+525510000002' },
  { id: 3, key: 'USR-0003', username: 'gestor', email: 'gestor@caudal.mx', name: 'Juan Torres Martínez', role_id: ROLE.gestor, type: null, rfc: 'TOMJ900118H79', curp: 'TOMJ900118HNLRRN05', bank_clabe: '072180001234567826', phone: '+525510000003' },
  { id: 4, key: 'USR-0004', username: 'inversionista', email: 'inversionista@caudal.mx', name: 'Sofía Castro Villa', role_id: ROLE.investor, type: 'inversionista', rfc: 'CAVS880923P45', curp: 'CAVS880923MMCSLF09', fiscal_postal_code: '06600', bank_clabe: '014180001234567839', phone: '+525510000004' },
  { id: 5, key: 'USR-0005', username: 'cliente', email: 'cliente@caudal.mx', name: 'Roberto Ramírez Mora', role_id: ROLE.client, type: 'cliente', rfc: 'RAMR700101J83', curp: 'RAMR700101HDFMRB04', bank_clabe: '030180001234567842', phone: '+525510000005' },
  { id: 6, key: 'USR-0006', username: 'dhernandez', email: 'inversionista2@caudal.mx', name: 'Diana Hernández López', role_id: ROLE.investor, type: 'inversionista', rfc: 'HELD820506T16', curp: 'HELD820506MJCRPN04', fiscal_postal_code: '44100', bank_clabe: '137180001234567855', phone: '+525510000006' },
  { id: 7, key: 'USR-0007', username: 'cmendoza', email: 'inversionista3@caudal.mx', name: 'Carlos Mendoza Fernández', role_id: ROLE.investor, type: 'inversionista', rfc: 'MEFC910715Q38', curp: 'MEFC910715HSLNRR09', fiscal_postal_code: '64000', bank_clabe: '127180001234567865', phone: '+525510000007' },
] as const;

/** The accounts `npm start` prints: one per role. */
export const PRINTED_ACCOUNTS = DEMO_ACCOUNTS.slice(0, 5).map((a) => ({ email: a.email, role_id: a.role_id }));

/** DEMO_PASSWORD from the environment, or its default (server/config.ts). */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(env).DEMO_PASSWORD;
}

/** Country calling codes: Mexico first (id 1), then every country by its Spanish name. */
export function phoneCodeRows() {
  const names = new Intl.DisplayNames(['es'], { type: 'region' });
  const countries = getCountries()
    .filter((iso) => iso !== 'MX')
    .map((iso) => ({ iso, country: names.of(iso) ?? iso, code: `+${getCountryCallingCode(iso)}` }))
    .sort((a, b) => a.country.localeCompare(b.country, 'es'));
  return [{ iso: 'MX', country: names.of('MX') ?? 'México', code: '+52' }, ...countries].map((row, i) => ({ id: i + 1, ...row }));
}

export async function seedAuth(database: Database): Promise<void> {
  const config = loadConfig();
  const password = config.DEMO_PASSWORD;
  const companyWords = companyWordsOf(config.PASSWORD_COMPANY_WORDS);
  for (const account of DEMO_ACCOUNTS) {
    const problems = passwordProblems(password, account, companyWords);
    if (problems.length > 0) throw new Error(`DEMO_PASSWORD cannot be the password of ${account.email}: ${problems.join('; ')}`);
  }
  const users = await Promise.all(DEMO_ACCOUNTS.map(async (account) => ({ ...PERSON, ...account, password: await hashPassword(password) })));
  await insertFixed(database, entities.user.table, users);
  await insertFixed(database, phoneCode, phoneCodeRows());
}

const ROLE_NAMES: Record<number, string> = { [ROLE.root]: 'Root', [ROLE.admin]: 'Admin', [ROLE.gestor]: 'Gestor', [ROLE.investor]: 'Inversionista', [ROLE.client]: 'Cliente' };

/** What `npm start` prints: the demo accounts, where their password comes from, where codes appear. */
export function demoAccountsBanner(config: { DEMO_PASSWORD: string; SMS_DRIVER: string }, env: NodeJS.ProcessEnv = process.env): string {
  const source = env.DEMO_PASSWORD ? 'the DEMO_PASSWORD environment variable' : `"${config.DEMO_PASSWORD}" (the default; set DEMO_PASSWORD to change it before the first start)`;
  const codes = config.SMS_DRIVER === 'log' ? 'Sign-in codes are printed here as [sms:...] lines (sms_log keeps them masked).' : 'Sign-in codes go to the phones through the SMS provider.';
  return [
    `Demo accounts, password ${source}:`,
    ...PRINTED_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${ROLE_NAMES[a.role_id]}`),
    codes,
    '',
  ].join('\n');
}
