/**
 * /auth/verificate: the six-digit code, a resend that waits 60 s with a visible countdown, and the way
 * back to the login. On success the session is stored 1000 ms later and the app opens at the root.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { goTo } from '../app-navigation.ts';
import { resendCode, verifyCode } from '../auth-api.ts';
import { useResendCountdown } from '../resend-countdown.ts';
import { LOGIN_PATH, VERIFY_PATH } from '../route-access.ts';
import { establishSession } from '../sign-in.ts';
import { AuthField } from './AuthField.tsx';
import { AuthShell } from './AuthShell.tsx';
import { useAuthPage } from './auth-context.ts';
import { authErrorText } from './error-text.ts';
import { pendingState, readPendingState, type PendingState } from './pending-state.ts';

const CODE = /^\d{6}$/;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; detail: string } | { kind: 'resent' } | { kind: 'resendFailed'; detail: string } | { kind: 'verified' };

export function VerificationPage() {
  const { language, translate } = useAuthPage();
  const [pending, setPending] = useState<PendingState | null>(() => readPendingState(window.history.state));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [resending, setResending] = useState(false);
  const secondsLeft = useResendCountdown(pending?.sentAt ?? null, pending?.resendAfter);

  const codeError = touched && !CODE.test(code) ? translate(code === '' ? 'caudal.auth.required' : 'caudal.auth.verify.codeFormat') : null;
  const locked = status.kind === 'busy' || status.kind === 'verified';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!CODE.test(code) || locked) return;
    setStatus({ kind: 'busy' });
    try {
      const session = await verifyCode(pending?.phone ?? '', code);
      setStatus({ kind: 'verified' });
      await establishSession(session, language);
      goTo(session.user?.must_change_password ? '/perfil' : '/', { replace: true });
    } catch (error) {
      setStatus({ kind: 'failed', detail: authErrorText(error, translate) });
    }
  }

  async function resend() {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    const channel = pending?.channel ?? 'sms';
    try {
      const answer = await resendCode(channel);
      const next = pendingState(answer, channel, Date.now(), pending);
      window.history.replaceState(next, '', VERIFY_PATH);
      setPending(next);
      setStatus({ kind: 'resent' });
    } catch (error) {
      setStatus({ kind: 'resendFailed', detail: authErrorText(error, translate) });
    } finally {
      setResending(false);
    }
  }

  const subtitle = pending?.phone ? translate('caudal.auth.verify.sentTo', { phone: pending.phone }) : translate('caudal.auth.verify.sentToUnknown');

  return (
    <AuthShell title={translate('caudal.auth.verify.title')} subtitle={subtitle}>
      <Stack component="form" spacing={2.25} noValidate onSubmit={submit}>
        {status.kind === 'failed' && (
          <Alert severity="error" role="alert">
            <AlertTitle sx={{ mb: 0 }}>{translate('caudal.toast.verificationError')}</AlertTitle>
            {status.detail}
          </Alert>
        )}
        {status.kind === 'resendFailed' && (
          <Alert severity="error" role="alert">
            {status.detail}
          </Alert>
        )}
        {status.kind === 'resent' && <Alert severity="success">{translate('caudal.auth.verify.resent')}</Alert>}
        {status.kind === 'verified' && <Alert severity="success">{translate('caudal.auth.verify.success')}</Alert>}
        <AuthField
          label={translate('caudal.auth.verify.code')}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          disabled={locked}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(codeError)}
          helperText={codeError ?? ' '}
          htmlInput={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center' } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={locked} startIcon={locked ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {translate('caudal.auth.verify.submit')}
        </Button>
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button variant="text" onClick={resend} disabled={secondsLeft > 0 || resending || locked}>
            {translate('caudal.auth.verify.resend')}
          </Button>
          {secondsLeft > 0 && (
            <Typography variant="caption" color="text.secondary" role="timer" data-testid="resend-countdown">
              {translate('caudal.auth.verify.resendIn', { seconds: secondsLeft })}
            </Typography>
          )}
        </Stack>
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
