/**
 * Demo data for an empty database. Every row has a fixed id and is inserted with ON CONFLICT DO
 * NOTHING, so seeding twice changes nothing; sequences then move past the fixed ids.
 * Each domain adds its step to SEED_STEPS (order matters: catalogues first).
 */
import type { Database } from '../client.ts';
import { seedAuth } from './seed-auth.ts';
import { seedCatalogues } from './seed-catalogues.ts';
import { seedForwards } from './seed-forwards.ts';
import { seedInvestments } from './seed-investments.ts';
import { seedLoans } from './seed-loans.ts';
import { seedProfile } from './seed-profile.ts';
import { seedRates } from './seed-rates.ts';

export type SeedStep = (database: Database) => Promise<void>;

// seedForwards looks the demo accounts up, so it stays after the step that creates them.
export const SEED_STEPS: SeedStep[] = [seedCatalogues, (database) => seedRates(database), seedAuth, seedForwards, seedLoans, (database) => seedInvestments(database), seedProfile];

export async function seed(database: Database): Promise<void> {
  for (const step of SEED_STEPS) await step(database);
}
