/**
 * The two landing screens' code, asked for by the entry while the stored session is confirmed and the
 * admin app downloads (issue 22): on a slow phone network each step of the chain index -> session ->
 * app -> screen -> data is a round trip, and the screen's code no longer waits for the app's to run.
 * Only the landings are named here, so the entry stays small; App.tsx preloads any other deep link.
 */
import { landingPath } from './auth/route-access.ts';

const LANDING_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  '/inversiones/dashboard': () => import('./pages/investments/DashboardPage.tsx'),
  '/inversiones/inversionistas': () => import('./framework/screens/EntityList.tsx'),
};

/** Starts downloading the screen `path` lands on ("/": the role's landing); a failure is left to the screen's own load. */
export function preloadLandingCode(path: string, roleId: number | null | undefined): void {
  const target = path === '/' ? landingPath(roleId) : path;
  void LANDING_CODE[target]?.().catch(() => undefined);
}
