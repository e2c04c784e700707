/**
 * Demo investment book: the auth step's investors (inversionista@caudal.mx and two more) and a legal
 * entity, with active and concluded investments, paid and pending payments, expenses, and
 * contract and CFDI files. Dates are relative to the month the database is seeded in, so a fresh
 * `npm start` always shows payments already made and payments still to come. The schedules are
 * computed by the same code the API uses; the files' bytes are written by seed-investments-files.ts.
 */
import { randomBytes } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { STATUS } from '../../../schemas/status.ts';
import { storedFile } from '../../../schemas/stored-file.ts';
import { addDays, addMonthsClamped, todayInMexicoCity } from '../../domain/calendar.ts';
import type { PersonType } from '../../domain/investment-returns.ts';
import type { CurrencyRow } from '../../investments/calculator-input.ts';
import { investmentFigures, scheduleDetails } from '../../investments/investments-schedule.ts';
import type { Database } from '../client.ts';
import { CURRENCIES } from './catalogues.ts';
import { insertFixed } from './insert-fixed.ts';
import { DEMO_FILE_PREFIX, demoFileKey, demoFileUrl, type DemoFileKind } from '../demo-files.ts';

/** The auth step's investor accounts (server/db/seed/seed-auth.ts), found by email. */
export const DEMO_INVESTORS = {
  demo: 'inversionista@caudal.mx',
  diana: 'inversionista2@caudal.mx',
  carlos: 'inversionista3@caudal.mx',
} as const;

/** A legal entity (persona moral) investor, so the `_pm` rates have a demo too. It signs in only after a password recovery. */
export const MORAL_INVESTOR = {
  id: 101, key: 'INV-PAL', username: 'pesquera.altamar', name: 'Pesquera Altamar SA de CV', rfc: 'PAL150310K84', curp: 'AUGM720911HNLLRR01',
  bank_name: 'Banorte', bank_account: '1123456781', bank_clabe: '072180009988776651', email: 'tesoreria@pesquera-altamar.mx',
  lada: '+52', phone: '+526121234501', person_type: 'moral',
} as const;

/** A password no sign-in can match (not an argon2 hash): these accounts start with a recovery. */
const NO_PASSWORD = '!no-password-set';

interface PlannedInvestment {
  id: number;
  key: string;
  /** One of DEMO_INVESTORS, or the legal entity. */
  investor: keyof typeof DEMO_INVESTORS | 'moral';
  amount: string;
  currencyId: number;
  /** Months before the seeding month, and the day of the month it starts on. */
  startsMonthsAgo: number;
  day: number;
  months: number;
  /** Concluded after this many payments (all of them when it ran its full term). */
  closedAfter?: number;
}

/** Payments dated before the seeding day are paid; each investment keeps its place whatever the date. */
export const PLANNED_INVESTMENTS: PlannedInvestment[] = [
  { id: 1, key: 'INV-2026-0001', investor: 'demo', amount: '1500000.00', currencyId: 1, startsMonthsAgo: 8, day: 10, months: 12 },
  { id: 2, key: 'INV-2026-0002', investor: 'demo', amount: '750000.00', currencyId: 1, startsMonthsAgo: 2, day: 1, months: 6 },
  { id: 3, key: 'INV-2025-0003', investor: 'demo', amount: '500000.00', currencyId: 1, startsMonthsAgo: 14, day: 15, months: 9, closedAfter: 9 },
  { id: 4, key: 'INV-2025-0004', investor: 'demo', amount: '2000000.00', currencyId: 1, startsMonthsAgo: 13, day: 5, months: 12, closedAfter: 6 },
  { id: 5, key: 'INV-2026-0005', investor: 'diana', amount: '300000.00', currencyId: 1, startsMonthsAgo: 1, day: 20, months: 3 },
  { id: 6, key: 'INV-2026-0006', investor: 'moral', amount: '5000000.00', currencyId: 1, startsMonthsAgo: 5, day: 1, months: 12 },
  { id: 7, key: 'INV-2026-0007', investor: 'carlos', amount: '50000.00', currencyId: 2, startsMonthsAgo: 3, day: 12, months: 6 },
  { id: 8, key: 'INV-2026-0008', investor: 'diana', amount: '400000.00', currencyId: 1, startsMonthsAgo: 7, day: 3, months: 3, closedAfter: 3 },
];

const table = (name: keyof typeof entities) => entities[name].table;

/** The first day of the month `monthsAgo` before `today`'s, moved to `day`. */
function startDate(today: string, monthsAgo: number, day: number): string {
  const monthStart = addMonthsClamped(`${today.slice(0, 7)}-01`, -monthsAgo);
  return addDays(monthStart, day - 1);
}

/** user id and person type of each planned investor that exists. */
async function investors(database: Database): Promise<Map<PlannedInvestment['investor'], { id: number; personType: PersonType }>> {
  const users = entities.user.table;
  const emails = Object.values(DEMO_INVESTORS) as string[];
  const rows = (await database.db.select({ id: users.id, email: users.email, person_type: users.person_type }).from(users).where(inArray(users.email, emails))) as { id: number; email: string; person_type: string }[];
  const found = new Map<PlannedInvestment['investor'], { id: number; personType: PersonType }>([['moral', { id: MORAL_INVESTOR.id, personType: 'moral' }]]);
  for (const [name, email] of Object.entries(DEMO_INVESTORS)) {
    const row = rows.find((r) => r.email === email);
    if (row) found.set(name as keyof typeof DEMO_INVESTORS, { id: row.id, personType: row.person_type === 'moral' ? 'moral' : 'fisica' });
  }
  return found;
}

/** The keys an earlier run stored (seeding twice changes nothing), and new random ones otherwise. */
async function demoKeys(database: Database) {
  const stored = await database.db.select({ key: storedFile.key }).from(storedFile).where(like(storedFile.key, `${DEMO_FILE_PREFIX}%`));
  const known = new Map(stored.map(({ key }) => [key.replace(/-[0-9a-f]{24}(\.\w+)$/, '$1'), key]));
  return (kind: DemoFileKind, id: number, extension: '.pdf' | '.xml') => {
    const stable = `${DEMO_FILE_PREFIX}${kind}-${id}${extension}`;
    return known.get(stable) ?? demoFileKey(kind, id, extension, randomBytes(12).toString('hex'));
  };
}

export async function seedInvestments(database: Database, now = new Date()): Promise<void> {
  const today = todayInMexicoCity(now);
  const keyOf = await demoKeys(database);
  await insertFixed(database, table('user'), [{ ...MORAL_INVESTOR, password: NO_PASSWORD, role_id: ROLE.investor, type: 'inversionista', language: 'es' }]);
  const owners = await investors(database);

  const investments: Record<string, unknown>[] = [];
  const details: Record<string, unknown>[] = [];
  const files: { key: string; filename: string; mime: string }[] = [];
  for (const plan of PLANNED_INVESTMENTS) {
    const owner = owners.get(plan.investor);
    if (!owner) continue;
    const currency = CURRENCIES.find((c) => c.id === plan.currencyId) as CurrencyRow;
    const emission = startDate(today, plan.startsMonthsAgo, plan.day);
    const schedule = scheduleDetails({ amount: plan.amount, emission, months: plan.months, currency, personType: owner.personType });
    const kept = schedule.slice(0, plan.closedAfter ?? schedule.length);
    const contract = keyOf('contract', plan.id, '.pdf');
    files.push({ key: contract, filename: `Contrato ${plan.key}.pdf`, mime: 'application/pdf' });
    investments.push({
      id: plan.id, key: plan.key, user_id: owner.id, intelisis_id: `ITL-${plan.key.slice(4)}`, amount: plan.amount, emission,
      duration: String(plan.months), currency_id: plan.currencyId, contract: demoFileUrl(contract),
      ...investmentFigures(plan.amount, kept), status_id: plan.closedAfter ? STATUS.concluded : STATUS.inProcess,
    });
    kept.forEach((detail, index) => {
      const id = plan.id * 100 + index + 1;
      const paid = detail.date_payment < today;
      const cfdi = paid ? { pdf: keyOf('cfdi', id, '.pdf'), xml: keyOf('cfdi', id, '.xml') } : undefined;
      if (cfdi) {
        files.push({ key: cfdi.pdf, filename: `CFDI ${plan.key} ${detail.date_payment}.pdf`, mime: 'application/pdf' });
        files.push({ key: cfdi.xml, filename: `CFDI ${plan.key} ${detail.date_payment}.xml`, mime: 'application/xml' });
      }
      const paidAt = addDays(detail.date_payment, 1) < today ? addDays(detail.date_payment, 1) : today;
      details.push({
        id, investment_id: plan.id, ...detail, status_id: paid ? STATUS.paid : STATUS.pending, paid_at: paid ? paidAt : null,
        cfdi_pdf_location: cfdi ? demoFileUrl(cfdi.pdf) : null, cfdi_xml_location: cfdi ? demoFileUrl(cfdi.xml) : null,
      });
    });
  }

  // stored_file has no fixed ids (other steps store files too): its unique key makes the insert idempotent.
  if (files.length > 0) await database.db.insert(storedFile).values(files.map((f) => ({ ...f, size: 0 }))).onConflictDoNothing();
  await insertFixed(database, table('investment'), investments);
  await insertFixed(database, table('investment_detail'), details);
  await insertFixed(database, table('expenses'), demoExpenses(investments));
}

/** An SPEI fee on each active investment's first day: the expenses screen's demo rows. */
function demoExpenses(investments: Record<string, unknown>[]): Record<string, unknown>[] {
  return investments
    .filter((i) => i.status_id === STATUS.inProcess)
    .map((i, n) => ({
      id: n + 1, investment_id: i.id, date_payment: i.emission, days: '0', interests: '0.00', retentions: '0.00', total_to_pay: '350.00',
      expiration_payment: addDays(i.emission as string, 5), status_id: STATUS.paid, paid_at: i.emission,
    }));
}
