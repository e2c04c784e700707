/**
 * The signed-in app: react-admin with the spec's routes (resources/), generated list screens, bespoke
 * pages, the data provider, i18n and the toasts. Loaded lazily by main.tsx.
 */
import { startTransition, useEffect, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { AccessDenied, AdminContext, AuthenticationError, CustomRoutes, Error as ErrorPage, LoadingPage } from 'react-admin';
import { CoreAdminUI, ResourceDefinitionContextProvider } from 'ra-core';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { screens } from '../resources/index.ts';
import { legalPages } from '../resources/profile.ts';
import { dataProvider } from './framework/data-provider/data-provider.ts';
import { Toast } from './framework/feedback/Toast.tsx';
import { lazyComponent, preloadCode } from './framework/screens/lazy-component.tsx';
import type { Screen } from './framework/screens/screen-types.ts';
import { createI18nProvider } from './i18n/i18n-provider.ts';
import { firstRenderState, type FirstRenderState } from './first-render-state.ts';
import { AppShell } from './AppShell.tsx';
import { LandingRedirect, SignInHandoff } from './auth/admin-routes.tsx';
import { authProvider } from './auth/auth-provider.ts';
import { landingPath } from './auth/route-access.ts';
import { storedUser } from './auth/session-storage.ts';
import { CaudalLayout } from './layout/CaudalLayout.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { caudalTheme } from './layout/theme.ts';

/** The generated list and its forms: loaded with the first list a person opens (decision 157). */
const EntityList = lazyComponent(() => import('./framework/screens/EntityList.tsx').then((m) => m.EntityList));

/**
 * The code of the screen this address shows ("/": the role's landing screen) is asked for as soon as the
 * app's own code runs, not after the router, the session and the layout have drawn: on a slow phone
 * network that is one round trip less before the first screen's content.
 */
function preloadLandingScreen(): void {
  let path = window.location.pathname === '/' ? landingPath(storedUser()?.role_id) : window.location.pathname;
  for (let hops = 0; hops < 3; hops++) {
    const screen = screens.find((s) => s.path === path || (s.kind === 'list' && s.idFilter && path.startsWith(`${s.path}/`)));
    if (!screen) return;
    if (screen.kind === 'page') return preloadCode(screen.component);
    if (screen.kind === 'list') return preloadCode(EntityList);
    path = screen.to;
  }
}
preloadLandingScreen();

function screenRoutes(screen: Screen) {
  switch (screen.kind) {
    case 'redirect':
      return [<Route key={screen.path} path={screen.path} element={<Navigate to={screen.to} replace />} />];
    case 'page':
      return [<Route key={screen.path} path={screen.path} element={<screen.component />} />];
    case 'list': {
      const element = <EntityList key={screen.path} screen={screen} />;
      const routes = [<Route key={screen.path} path={screen.path} element={element} />];
      if (screen.idFilter) routes.push(<Route key={`${screen.path}/:id`} path={`${screen.path}/:id`} element={element} />);
      return routes;
    }
  }
}

/*
 * react-admin's <Admin> is <AdminContext> + <AdminUI>, composed here by hand: <Admin> also imports its
 * default sign-in page (a react-hook-form form), its English i18n provider and a localStorage store,
 * which every signed-in first screen downloaded though Caudal replaces all three (decision 177).
 * CoreAdminUI gets the same pages AdminUI would pass, minus the login page (sign-in is src/auth).
 */

export default function App() {
  const [ready, setReady] = useState<FirstRenderState | null>(null);
  const [i18nFailure, setI18nFailure] = useState<Error | null>(null);
  useEffect(() => {
    // A transition: the whole app's first render is drawn in slices that yield to the browser, not as one
    // long task that blocks a slow phone (total blocking time). firstRenderState() hands react-admin
    // what it would otherwise learn in effects after that render (decision 185).
    void createI18nProvider().then((provider) => startTransition(() => setReady(firstRenderState(provider))), setI18nFailure);
  }, []);
  // The person's texts could not be loaded, even after i18next's retries: the entry's CodeLoadingFailed says so.
  if (i18nFailure) throw i18nFailure;
  if (!ready) return <AppShell />;
  const { i18nProvider, store, queryClient, resourceDefinitions } = ready;
  // The spec's routes are real paths (/administrador/listas/moneda), not react-admin's default hash routes.
  return (
    <BrowserRouter>
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={caudalTheme} store={store} queryClient={queryClient}>
    <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
    <CssBaseline enableColorScheme>
    <CoreAdminUI
      title="Caudal"
      layout={CaudalLayout}
      dashboard={LandingRedirect}
      catchAll={NotFound}
      error={ErrorPage}
      loading={LoadingPage}
      authenticationError={AuthenticationError}
      accessDenied={AccessDenied}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/auth/*" element={<SignInHandoff />} />
        {legalPages.map(({ path, component: Page }) => <Route key={path} path={path} element={<Page />} />)}
      </CustomRoutes>
      <CustomRoutes>
        {screens.flatMap(screenRoutes)}
        <Route path="/404" element={<NotFound />} />
      </CustomRoutes>
    </CoreAdminUI>
    <Toast />
    </CssBaseline>
    </ResourceDefinitionContextProvider>
    </AdminContext>
    </BrowserRouter>
  );
}
