/**
 * The entry: kept tiny so the sign-in pages load fast. It decides, from the address and the stored
 * session (spec section 2), between the sign-in pages (src/auth/AuthApp.tsx, React and a few MUI
 * components) and the admin app (src/App.tsx, react-admin), and loads each lazily. With a stored
 * session, GET auth/session confirms it while the admin app downloads.
 */
import { StrictMode, Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { goTo, setNotice, subscribeToNavigation } from './auth/app-navigation.ts';
import { decideEntry, type AppName } from './auth/entry-decision.ts';
import { LOGIN_PATH, VERIFY_PATH } from './auth/route-access.ts';
import { confirmSession } from './auth/session-check.ts';
import { hasSession, setSession, storedLanguageChoice, storedUser } from './auth/session-storage.ts';
import { preloadCatalogue } from './i18n/catalogue-backend.ts';
import { prefetchLandingData, preloadLandingCode } from './landing-code.ts';
import { AppShell } from './AppShell.tsx';
import { CodeLoadingBoundary } from './CodeLoadingFailed.tsx';
import { loadCode, reloadOnPreloadError } from './code-loading.ts';

/** The admin app's code and the person's texts (decision 181) download together, not one after the other. */
const importAdmin = () => {
  preloadCatalogue(storedLanguageChoice());
  return import('./App.tsx');
};
const loadAdmin = loadCode(importAdmin);
const AuthApp = lazy(loadCode(() => import('./auth/AuthApp.tsx')));
const App = lazy(loadAdmin);
reloadOnPreloadError();

interface View {
  app: AppName;
  path: string;
}

/** Applies the entry decision to the address bar and the storage, and says which app to show. */
function settle(): View {
  const path = window.location.pathname;
  const decision = decideEntry(path, hasSession());
  if (decision.signInRequired) {
    setSession(null);
    setNotice('signInRequired');
  }
  if (decision.path !== path) window.history.replaceState(null, '', decision.path);
  return { app: decision.app, path: decision.path };
}

/** Once per page load: the stored session is confirmed before the admin app draws anything. */
let sessionConfirmation: Promise<unknown> | null = null;

function Entry() {
  const [view, setView] = useState<View>(settle);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => subscribeToNavigation(() => setView(settle())), []);

  // While the person types the code, the admin app downloads; /auth/login itself stays light.
  useEffect(() => {
    if (view.app === 'auth' && view.path === VERIFY_PATH) void importAdmin().catch(() => undefined);
  }, [view]);

  useEffect(() => {
    if (view.app !== 'admin' || confirmed) return;
    if (!hasSession()) {
      setConfirmed(true);
      return;
    }
    // The app and the landing screen download while GET auth/session answers, not after it. The API
    // requests leave first: each request's cookie read would wait behind the code's downloads.
    if (!sessionConfirmation) {
      // The screen's language before the early requests go out: the server answers in it.
      document.documentElement.lang = storedLanguageChoice();
      sessionConfirmation = confirmSession().then((result) => {
        if (result === 'ended') goTo(LOGIN_PATH, { replace: true, notice: 'signInRequired' });
      });
      prefetchLandingData(view.path, storedUser());
      void importAdmin().catch(() => undefined);
      preloadLandingCode(view.path, storedUser());
    }
    // A transition: React draws the app in slices and yields to the browser between them, so a slow phone
    // is never blocked for the whole first render at once (total blocking time).
    void sessionConfirmation.then(() => startTransition(() => setConfirmed(true)));
  }, [view.app, confirmed]);

  if (view.app === 'auth') return <AuthApp path={view.path} />;
  if (!confirmed) return <AppShell />;
  return (
    <Suspense fallback={<AppShell />}>
      <App />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CodeLoadingBoundary>
      <Suspense fallback={null}>
        <Entry />
      </Suspense>
    </CodeLoadingBoundary>
  </StrictMode>,
);
