/**
 * What the admin app needs from sign-in beyond its authProvider: the root's landing by role, and the
 * hand-off to the sign-in pages when react-admin itself navigates to /auth/...
 */
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { goTo } from './app-navigation.ts';
import { landingPath } from './route-access.ts';
import { storedUser } from './session-storage.ts';

/** The dashboard at "/": each role lands where it belongs (spec section 2). */
export function LandingRedirect() {
  return <Navigate to={landingPath(storedUser()?.role_id)} replace />;
}

/** /auth/* inside the admin app: leave it for the sign-in pages (the entry decides again). */
export function SignInHandoff() {
  const { pathname } = useLocation();
  useEffect(() => {
    goTo(pathname, { replace: true });
  }, [pathname]);
  return null;
}
