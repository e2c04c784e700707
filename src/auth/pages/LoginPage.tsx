/** /auth/login: user (email) and password, the code's channel, and the way to password recovery. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { goTo } from '../app-navigation.ts';
import { login } from '../auth-api.ts';
import { RECOVERY_PATH, VERIFY_PATH } from '../route-access.ts';
import type { CodeChannel } from '../session-types.ts';
import { AuthField } from './AuthField.tsx';
import { AuthShell } from './AuthShell.tsx';
import { useAuthPage } from './auth-context.ts';
import { authErrorText } from './error-text.ts';
import { pendingState } from './pending-state.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const { language, translate } = useAuthPage();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [channel, setChannel] = useState<CodeChannel>('sms');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const userError = !touched ? null : user.trim() === '' ? translate('caudal.auth.required') : EMAIL.test(user.trim()) ? null : translate('caudal.auth.invalidEmail');
  const passwordError = touched && password === '' ? translate('caudal.auth.required') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (user.trim() === '' || !EMAIL.test(user.trim()) || password === '') return;
    setBusy(true);
    setFailure(null);
    try {
      const pending = await login({ user: user.trim(), password, language, channel });
      goTo(VERIFY_PATH, { state: pendingState(pending, channel, Date.now()) });
    } catch (error) {
      setFailure(authErrorText(error, translate));
      setBusy(false);
    }
  }

  return (
    <AuthShell title={translate('caudal.auth.login.title')} subtitle={translate('caudal.auth.login.subtitle')}>
      <Stack component="form" spacing={2.25} noValidate onSubmit={submit}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <AuthField
          label={translate('caudal.auth.login.user')}
          type="email"
          name="user"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={user}
          onChange={(e) => setUser(e.target.value)}
          error={Boolean(userError)}
          helperText={userError ?? ' '}
        />
        <AuthField
          label={translate('caudal.auth.login.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(passwordError)}
          helperText={passwordError ?? ' '}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translate(showPassword ? 'caudal.auth.login.hidePassword' : 'caudal.auth.login.showPassword')}
                onClick={() => setShowPassword(!showPassword)}
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <div>
          <FormLabel id="login-channel" sx={{ fontSize: 14 }}>
            {translate('caudal.auth.login.channel')}
          </FormLabel>
          <RadioGroup row aria-labelledby="login-channel" name="channel" value={channel} onChange={(e) => setChannel(e.target.value as CodeChannel)}>
            <FormControlLabel value="sms" control={<Radio size="small" />} label={translate('caudal.auth.login.sms')} />
            <FormControlLabel value="call" control={<Radio size="small" />} label={translate('caudal.auth.login.call')} />
          </RadioGroup>
        </div>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {translate('caudal.auth.login.submit')}
        </Button>
        <Link
          href={RECOVERY_PATH}
          underline="hover"
          variant="body2"
          sx={{ alignSelf: 'center' }}
          onClick={(e) => {
            e.preventDefault();
            goTo(RECOVERY_PATH);
          }}
        >
          {translate('caudal.auth.login.forgot')}
        </Link>
      </Stack>
    </AuthShell>
  );
}
