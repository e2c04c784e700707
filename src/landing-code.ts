/**
 * The two landing screens' code, asked for by the entry while the stored session is confirmed and the
 * admin app downloads: on a slow phone network each step of the chain index -> session ->
 * app -> screen -> data is a round trip, and the screen's code no longer waits for the app's to run.
 * Only the landings are named here, so the entry stays small; App.tsx preloads any other deep link.
 */
import { landingPath } from './auth/route-access.ts';
import { prefetchApi, type Query } from './framework/http/http-client.ts';
import { NOTIFICATIONS_PATH } from './layout/notifications-request.ts';
import { ANALYTICS_PATH, analyticsQuery } from './pages/investments/dashboard-request.ts';

const LANDING_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  '/inversiones/dashboard': () => import('./pages/investments/DashboardPage.tsx'),
  '/inversiones/inversionistas': () => import('./framework/screens/EntityList.tsx'),
};

/**
 * The data a landing screen asks for as soon as it draws, asked for with its code: the answer is waiting
 * when the screen's own request goes out (http-client's prefetch). Only for the address as the screen
 * reads it with no search parameters: anything else the screen asks for itself.
 */
const LANDING_DATA: Readonly<Record<string, readonly (readonly [string, Query?])[]>> = {
  '/inversiones/dashboard': [[ANALYTICS_PATH, analyticsQuery('active', undefined)]],
};

/** The address the screen `path` stands for ("/": the role's landing). */
function landingTarget(path: string, user: LandingUser | null): string {
  return path === '/' ? landingPath(user?.role_id) : path;
}

type LandingUser = { role_id?: number | null; must_change_password?: boolean };

/**
 * Asks for the data the screen `path` lands on shows first. Called before its code is asked for: each
 * request reads the XSRF cookie, a synchronous round trip to the browser that otherwise waits behind the
 * code downloads started just before it (total blocking time).
 */
export function prefetchLandingData(path: string, user: LandingUser | null): void {
  if (window.location.search !== '') return;
  for (const [dataPath, query] of LANDING_DATA[landingTarget(path, user)] ?? []) prefetchApi(dataPath, query);
  // The bell in the app bar asks on every screen, unless the person must change their password first.
  if (user && !user.must_change_password) prefetchApi(NOTIFICATIONS_PATH);
}

/** Starts downloading the code of the screen `path` lands on; a failure is left to the screen's own load. */
export function preloadLandingCode(path: string, user: LandingUser | null): void {
  void LANDING_CODE[landingTarget(path, user)]?.().catch(() => undefined);
}
