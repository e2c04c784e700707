/**
 * The sign-in pages as a small app of their own: React and a few MUI components, no react-admin, so
 * /auth/login loads fast (DESIGN.md's budget). The entry (src/main.tsx) shows it for the /auth/ paths.
 */
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { ToastFrame } from '../framework/feedback/ToastFrame.tsx';
import { takeNotice, type Notice } from './app-navigation.ts';
import { useAuthLanguage } from './auth-i18n.ts';
import { authTheme } from './auth-theme.ts';
import { RECOVERY_PATH, VERIFY_PATH, normalisePath } from './route-access.ts';
import { AuthContext } from './pages/auth-context.ts';
import { loadCode } from '../code-loading.ts';
import { LoginPage } from './pages/LoginPage.tsx';

// /auth/login is the page every visitor opens: the other two load when they are shown (docs/decisions/032).
const VerificationPage = lazy(loadCode(() => import('./pages/VerificationPage.tsx').then((m) => ({ default: m.VerificationPage }))));
const PasswordRecoveryPage = lazy(loadCode(() => import('./pages/PasswordRecoveryPage.tsx').then((m) => ({ default: m.PasswordRecoveryPage }))));

/** Spec section 9: toasts last 3000 ms in the top-end corner. */
const NOTICE_MS = 3000;

const NOTICE_KEYS: Record<Notice, string> = { signInRequired: 'caudal.toast.signInRequired' };

const TITLE_KEYS: Record<string, string> = {
  [VERIFY_PATH]: 'caudal.auth.verify.title',
  [RECOVERY_PATH]: 'caudal.auth.recovery.title',
};

function Page({ path }: { path: string }) {
  if (path === VERIFY_PATH) return <VerificationPage />;
  if (path === RECOVERY_PATH) return <PasswordRecoveryPage />;
  return <LoginPage />;
}

export default function AuthApp({ path }: { path: string }) {
  const { language, setLanguage, translate } = useAuthLanguage();
  // Taken after the first commit, never while rendering: a render React throws away (a chunk still
  // loading) would otherwise use up the one-time notice and the toast would never show.
  const [notice, setNotice] = useState<Notice | null>(null);
  // The text stays while the toast slides out after closing.
  const [shownNotice, setShownNotice] = useState<Notice | null>(null);
  const page = normalisePath(path);
  const context = useMemo(() => ({ language, setLanguage, translate }), [language, setLanguage, translate]);

  useEffect(() => {
    const next = takeNotice();
    if (next) setNotice(next);
  }, [path]);

  useEffect(() => {
    if (notice) setShownNotice(notice);
  }, [notice]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${translate(TITLE_KEYS[page] ?? 'caudal.auth.login.title')} · ${translate('caudal.auth.brand')}`;
  }, [language, page, translate]);

  return (
    <ThemeProvider theme={authTheme}>
      <CssBaseline />
      <AuthContext.Provider value={context}>
        {/* A key per page: moving between them starts each one afresh. */}
        <Suspense fallback={null}>
          <Page key={page} path={page} />
        </Suspense>
        {/* The app's own toast (timer and progress bar), closed by its countdown rather than the Snackbar's. */}
        <Snackbar open={notice !== null} onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <ToastFrame key={shownNotice ?? 'none'} severity="info" duration={NOTICE_MS} onClose={() => setNotice(null)} closeText={translate('caudal.auth.close')}>
            {shownNotice ? translate(NOTICE_KEYS[shownNotice]) : ''}
          </ToastFrame>
        </Snackbar>
      </AuthContext.Provider>
    </ThemeProvider>
  );
}
