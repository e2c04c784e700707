/**
 * The signed-in app: react-admin with the spec's routes (resources/), generated list screens, bespoke
 * pages, the data provider, i18n and the toasts. Loaded lazily by main.tsx.
 */
import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource, memoryStore } from 'react-admin';
import type { I18nProvider } from 'ra-core';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { entityList } from '../schemas/index.ts';
import { screens } from '../resources/index.ts';
import { legalPages } from '../resources/profile.ts';
import { dataProvider } from './framework/data-provider/data-provider.ts';
import { Toast } from './framework/feedback/Toast.tsx';
import { lazyComponent } from './framework/screens/lazy-component.tsx';
import type { Screen } from './framework/screens/screen-types.ts';
import { createI18nProvider } from './i18n/i18n-provider.ts';
import { LandingRedirect, SignInHandoff } from './auth/admin-routes.tsx';
import { authProvider } from './auth/auth-provider.ts';
import { CaudalLayout } from './layout/CaudalLayout.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { caudalTheme } from './layout/theme.ts';

/** The generated list and its forms: loaded with the first list a person opens (decision 157). */
const EntityList = lazyComponent(() => import('./framework/screens/EntityList.tsx').then((m) => m.EntityList));

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

const store = memoryStore();

export default function App() {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    void createI18nProvider().then(setI18nProvider);
  }, []);
  if (!i18nProvider) return null;
  // The spec's routes are real paths (/administrador/listas/moneda), not react-admin's default hash routes.
  return (
    <BrowserRouter>
    <Admin
      title="Caudal"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={false}
      i18nProvider={i18nProvider}
      layout={CaudalLayout}
      theme={caudalTheme}
      notification={Toast}
      store={store}
      dashboard={LandingRedirect}
      catchAll={NotFound}
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
      {entityList.map((entity) => (
        <Resource key={entity.name} name={entity.name} recordRepresentation={entity.recordRepresentation} />
      ))}
    </Admin>
    </BrowserRouter>
  );
}
