// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import AuthApp from '../../../src/auth/AuthApp.tsx';
import { subscribeToNavigation } from '../../../src/auth/app-navigation.ts';
import { json, mockFetch } from '../framework/helpers.ts';
import { renderAuthApp, session } from './fixtures.ts';

const calledPaths = (calls: { url: string; init: RequestInit }[]) => calls.map((c) => `${c.init.method} ${new URL(c.url, 'http://x').pathname}`);

beforeEach(() => {
  // A signed-out token, as the server issues on the sign-in pages (a session's token would be renewed first).
  document.cookie = 'XSRF-TOKEN=a.n0nce.s1gnature';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/auth/login', () => {
  it('checks the fields before calling the server', async () => {
    const { calls } = mockFetch(json(200, {}));
    window.history.replaceState(null, '', '/auth/login');
    render(<AuthApp path="/auth/login" />);
    fireEvent.change(screen.getByLabelText('Usuario (correo electrónico)'), { target: { value: 'not-an-email' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    expect(screen.getByText('El valor no es una dirección de correo válida')).toBeTruthy();
    expect(screen.getByText('El valor es obligatorio')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends user, password, language and channel, then opens the code page with the masked phone', async () => {
    const { calls } = mockFetch(json(200, { data: { phone: '********4321', resend_after: 60 } }));
    localStorage.setItem('caudal.language', 'en');
    window.history.replaceState(null, '', '/auth/login');
    const moves: string[] = [];
    const stop = subscribeToNavigation(() => moves.push(window.location.pathname));
    render(<AuthApp path="/auth/login" />);
    fireEvent.change(screen.getByLabelText('User (email)'), { target: { value: ' admin@caudal.mx ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Marea#2026x' } });
    fireEvent.click(screen.getByLabelText('Call'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    stop();
    expect(calledPaths(calls)).toEqual(['POST /api/auth/login']);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ user: 'admin@caudal.mx', password: 'Marea#2026x', language: 'en', channel: 'call' });
    expect(moves).toEqual(['/auth/verificate']);
    expect(window.history.state).toMatchObject({ phone: '********4321', channel: 'call', resendAfter: 60 });
  });

  it("shows the server's message for a wrong password", async () => {
    mockFetch(json(422, { message: 'Usuario o contraseña incorrectos', errors: { password: ['Usuario o contraseña incorrectos'] } }));
    window.history.replaceState(null, '', '/auth/login');
    render(<AuthApp path="/auth/login" />);
    fireEvent.change(screen.getByLabelText('Usuario (correo electrónico)'), { target: { value: 'admin@caudal.mx' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Usuario o contraseña incorrectos');
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('switches language in place and keeps the choice as caudal.language', () => {
    window.history.replaceState(null, '', '/auth/login');
    render(<AuthApp path="/auth/login" />);
    fireEvent.click(screen.getByRole('button', { name: 'EN, English' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('caudal.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows "Necesitas Iniciar Sesión" when sent here from a protected page', async () => {
    const { goTo } = await import('../../../src/auth/app-navigation.ts');
    goTo('/auth/login', { replace: true, notice: 'signInRequired' });
    render(<AuthApp path="/auth/login" />);
    expect(screen.getByText('Necesitas Iniciar Sesión')).toBeTruthy();
  });
});

describe('/auth/verificate', () => {
  it('a wrong code shows "Error." with the server\'s message and stores nothing', async () => {
    mockFetch(json(422, { message: 'Código incorrecto' }));
    window.history.replaceState({ phone: '********1234', channel: 'sms', sentAt: Date.now(), resendAfter: 60 }, '', '/auth/verificate');
    await renderAuthApp('/auth/verificate');
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Error.Código incorrecto');
    expect(localStorage.getItem('caudal.session')).toBeNull();
  });

  it('the right code stores the session 1000 ms later, saves the language and opens the root', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { calls } = mockFetch(json(200, { data: session() }), json(200, { data: { language: 'es' } }));
    window.history.replaceState({ phone: '********1234', channel: 'sms', sentAt: Date.now(), resendAfter: 60 }, '', '/auth/verificate');
    await renderAuthApp('/auth/verificate');
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '12a3456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ phone: '********1234', code: '123456' });
    expect(screen.getByText('Código verificado. Entrando…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(999));
    expect(localStorage.getItem('caudal.session')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(localStorage.getItem('caudal.session')).toBe('public-handle-1');
    expect(JSON.parse(localStorage.getItem('caudal.user')!).role_id).toBe(5);
    expect(localStorage.getItem('caudal.permissions')).not.toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(calledPaths(calls)).toEqual(['POST /api/auth/verificate', 'PATCH /api/user_settings']);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ language: 'es' });
  });
});

describe('/auth/password-recovery', () => {
  it('loads the country codes, sends the full number and the language, then waits 60 s to send again', async () => {
    const { calls } = mockFetch(
      json(200, { data: { result: [{ id: 1, iso: 'MX', country: 'México', code: '+52' }, { id: 2, iso: 'US', country: 'Estados Unidos', code: '+1' }], total: 2 } }),
      json(200, { data: { sent: true } }),
    );
    window.history.replaceState(null, '', '/auth/password-recovery');
    await renderAuthApp('/auth/password-recovery');
    await act(async () => {});
    expect((screen.getByLabelText('Código de país') as HTMLSelectElement).value).toBe('+52');
    fireEvent.change(screen.getByLabelText('Número de teléfono'), { target: { value: '55 1234 5678' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    });
    expect(calledPaths(calls)).toEqual(['GET /api/phone_code', 'POST /api/auth/password_recovery']);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ phone: '+525512345678', language: 'es' });
    expect(screen.getByText(/recibirás una contraseña temporal/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('timer').textContent).toBe('Podrás enviarlo de nuevo en 60 s');
  });

  it('says so when the country codes cannot be loaded', async () => {
    mockFetch(json(500, { message: 'boom' }));
    window.history.replaceState(null, '', '/auth/password-recovery');
    await renderAuthApp('/auth/password-recovery');
    await act(async () => {});
    expect(screen.getByText('Hubo un error al obtener los códigos.')).toBeTruthy();
  });
});
