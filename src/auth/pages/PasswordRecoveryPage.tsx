/**
 * /auth/password-recovery: the country code (GET phone_code, Mexico first) and the phone number; the
 * server sends a temporary password by SMS. Sending again waits 60 s, like the code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { goTo } from '../app-navigation.ts';
import { phoneCodes, recoverPassword } from '../auth-api.ts';
import { useResendCountdown } from '../resend-countdown.ts';
import { LOGIN_PATH } from '../route-access.ts';
import type { PhoneCode } from '../session-types.ts';
import { AuthShell } from './AuthShell.tsx';
import { useAuthPage } from './auth-context.ts';
import { authErrorText } from './error-text.ts';
import { fullPhoneNumber, phoneNumberIsValid } from './phone-number.ts';

export function PasswordRecoveryPage() {
  const { language, translate } = useAuthPage();
  const [codes, setCodes] = useState<PhoneCode[]>([]);
  const [codesFailed, setCodesFailed] = useState(false);
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const secondsLeft = useResendCountdown(sentAt);

  useEffect(() => {
    let live = true;
    phoneCodes()
      .then((rows) => {
        if (!live) return;
        setCodes(rows);
        setCountryCode((current) => current || rows[0]?.code || '');
      })
      .catch(() => live && setCodesFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const phoneError = !touched ? null : phone === '' ? translate('caudal.auth.required') : phoneNumberIsValid(countryCode, phone) ? null : translate('caudal.auth.recovery.phoneFormat');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!countryCode || !phoneNumberIsValid(countryCode, phone) || secondsLeft > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await recoverPassword(fullPhoneNumber(countryCode, phone), language);
      setSentAt(Date.now());
    } catch (error) {
      setFailure(authErrorText(error, translate));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title={translate('caudal.auth.recovery.title')} subtitle={translate('caudal.auth.recovery.subtitle')}>
      <Stack component="form" spacing={2.25} noValidate onSubmit={submit}>
        {codesFailed && <Alert severity="error">{translate('caudal.toast.codesLoadError')}</Alert>}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {sentAt !== null && <Alert severity="success">{translate('caudal.auth.recovery.sent')}</Alert>}
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            label={translate('caudal.auth.recovery.countryCode')}
            name="lada"
            value={countryCode}
            onChange={(e) => setCountryCode(e.target.value)}
            sx={{ width: 132, flexShrink: 0 }}
            helperText=" "
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {codes.map((row) => (
              <option key={row.id} value={row.code} title={row.country}>
                {`${row.iso} ${row.code}`}
              </option>
            ))}
          </TextField>
          <TextField
            label={translate('caudal.auth.recovery.phone')}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            autoFocus
            fullWidth
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 15))}
            error={Boolean(phoneError)}
            helperText={phoneError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || secondsLeft > 0 || codes.length === 0}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('caudal.auth.recovery.submit')}
        </Button>
        {secondsLeft > 0 && (
          <Typography variant="caption" color="text.secondary" role="timer" sx={{ textAlign: 'center' }}>
            {translate('caudal.auth.recovery.sendAgainIn', { seconds: secondsLeft })}
          </Typography>
        )}
        <Link
          href={LOGIN_PATH}
          underline="hover"
          variant="body2"
          sx={{ alignSelf: 'center' }}
          onClick={(e) => {
            e.preventDefault();
            goTo(LOGIN_PATH);
          }}
        >
          {translate('caudal.auth.back')}
        </Link>
      </Stack>
    </AuthShell>
  );
}
