/**
 * Who the security suite tries every route as: a visitor without a session and one signed-in browser
 * per role the spec names (Root, Admin, Gestor, investor, Cliente), each signed in through the real
 * password + code flow. Also what the seeded permission table grants each role, read from the database.
 */
import { ROLE } from '../../../schemas/role.ts';
import { browser, signIn, type Browser } from '../../helpers/sign-in.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface Identity {
  name: 'visitor' | 'root' | 'admin' | 'gestor' | 'investor' | 'client';
  roleId: number | null;
  userId: number | null;
  client: Browser;
}

export const ACCOUNTS = {
  root: 'root@caudal.mx',
  admin: 'admin@caudal.mx',
  gestor: 'gestor@caudal.mx',
  investor: 'inversionista@caudal.mx',
  client: 'cliente@caudal.mx',
} as const;

/** The limits of sign-in are another test's subject; this suite signs in many times from one address. */
export const SUITE_ENV = { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT: '10000', PDF_RATE_LIMIT_PER_MINUTE: '10000' };

export async function signInEveryone(t: TestApp): Promise<Identity[]> {
  const identities: Identity[] = [{ name: 'visitor', roleId: null, userId: null, client: browser(t.app) }];
  for (const [name, email] of Object.entries(ACCOUNTS) as [Identity['name'], string][]) {
    const signedIn = await signIn(t.app, email);
    identities.push({ name, roleId: signedIn.session.user.role_id, userId: signedIn.session.user.id, client: signedIn });
  }
  return identities;
}

export { readGrants, type Grants } from '../../helpers/grants.ts';

export const OWNER_SCOPED: ReadonlySet<number> = new Set([ROLE.investor, ROLE.client]);
