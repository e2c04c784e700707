/**
 * The app bar: the product name, the page title, the signed-in person's name, and the language switch
 * (kept as caudal.language and saved on the server with PATCH user_settings, spec section 7).
 */
import { useState, useSyncExternalStore } from 'react';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
import { AppBar, TitlePortal, useLocaleState, useTranslate } from 'react-admin';
import { saveLanguage } from '../auth/auth-api.ts';
import { storeUserLanguage } from '../auth/session-storage.ts';
import { storedUser, subscribeToSession } from '../auth/session-storage.ts';
import { TOAST } from '../framework/feedback/messages.ts';
import { useToast } from '../framework/feedback/use-toast.ts';
import { NotificationBell } from './NotificationBell.tsx';

const LANGUAGES = ['es', 'en'] as const;

function LanguageMenu() {
  const translate = useTranslate();
  const toast = useToast();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = async (language: (typeof LANGUAGES)[number]) => {
    setAnchor(null);
    if (language === locale) return;
    // react-admin's i18n provider keeps the choice in caudal.language; the server keeps it per user.
    setLocale(language);
    try {
      await saveLanguage(language);
      storeUserLanguage(language);
    } catch (error) {
      toast.error(TOAST.languageError, error);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 } }}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('caudal.app.languageButton', { code: locale.toUpperCase() })}
        aria-haspopup="menu"
        data-testid="language-switch"
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === locale} lang={language} onClick={() => void choose(language)}>
            {translate(`caudal.languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function UserName() {
  const user = storedUser();
  if (!user?.name) return null;
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.75, mx: 1 }} data-testid="user-name">
      <PersonIcon fontSize="small" />
      <Typography variant="body2" noWrap sx={{ maxWidth: 220 }}>
        {user.name}
      </Typography>
    </Box>
  );
}

/** A session that must change its temporary password may read nothing else yet: no bell polling into 403s. */
function useMustChangePassword(): boolean {
  return useSyncExternalStore(subscribeToSession, () => storedUser()?.must_change_password === true);
}

export function CaudalAppBar() {
  const translate = useTranslate();
  const mustChangePassword = useMustChangePassword();
  return (
    <AppBar
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <UserName />
          {!mustChangePassword && <NotificationBell />}
          <LanguageMenu />
        </Box>
      }
    >
      {/* On a phone the page's title needs the width more than the product's name does. */}
      <Typography variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.5, mr: 2, display: { xs: 'none', sm: 'block' } }}>
        {translate('caudal.app.title')}
      </Typography>
      {/*
        The page's title is cut with an ellipsis when the bar is narrow (a phone). react-admin wraps it in an
        inline-block (for its preferences editor, which Caudal never opens), and an ellipsis needs inline text.
      */}
      <TitlePortal sx={{ '& .RaConfigurable-root': { display: 'inline' }, fontSize: { xs: '1.05rem', sm: undefined } }} />
    </AppBar>
  );
}
