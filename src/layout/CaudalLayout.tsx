/**
 * react-admin's layout with Caudal's bar and menu, the route guard around every screen, the global
 * "Oops" dialog mounted once, and named progress indicators.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout, useLocaleState } from 'react-admin';
import { screens } from '../../resources/index.ts';
import { RouteGuard } from '../auth/RouteGuard.tsx';
import { ErrorDialog } from '../framework/feedback/ErrorDialog.tsx';
import { CaudalAppBar } from './CaudalAppBar.tsx';
import { CaudalMenu } from './CaudalMenu.tsx';
import { Footer } from './Footer.tsx';
import { NamedProgress } from './NamedProgress.tsx';

/** Redirect screens, so the guard judges /administrador/listas by the screen it leads to. */
const REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  screens.flatMap((screen) => (screen.kind === 'redirect' ? [[screen.path, screen.to]] : [])),
);

export function CaudalLayout({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <NamedProgress>
      {/* A wide list scrolls inside its card instead of widening the page past the app bar. */}
      <Layout appBar={CaudalAppBar} menu={CaudalMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaList-main': { minWidth: 0 }, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' }, '& .RaList-content': { overflowX: 'auto !important' } }}>
        {/*
          The screen takes at least the window's height, so the legal footer starts below the fold and a
          screen that grows as its data arrives never pushes a visible footer down (CLS 0.17 on the
          investor dashboard; decision 159).
        */}
        <Box data-testid="screen" sx={{ minHeight: '100vh' }}>
          <RouteGuard redirects={REDIRECTS}>{children}</RouteGuard>
        </Box>
        <Footer language={locale} />
        <ErrorDialog />
      </Layout>
    </NamedProgress>
  );
}
