// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/framework/http/api-error.ts';
import { apiData, apiFetch, unwrapEnvelope } from '../../../../src/framework/http/http-client.ts';
import { dismissError, errorSaidByScreen, getShownError, setPageReloader } from '../../../../src/framework/feedback/error-bus.ts';
import { toReactAdminError } from '../../../../src/framework/data-provider/react-admin-errors.ts';
import { RELOAD_FLAG_KEY } from '../../../../src/framework/feedback/reload-guard.ts';
import { json, mockFetch } from '../helpers.ts';

function setCookie(value: string) {
  document.cookie = value;
}

beforeEach(() => {
  dismissError();
  sessionStorage.clear();
  setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch requests', () => {
  it('sends cookies, JSON bodies and the API base', async () => {
    const { calls } = mockFetch(json(200, { data: { id: 1 } }));
    await apiFetch('currency', { method: 'POST', body: { name: 'MXN' } });
    expect(calls[0]!.url).toBe('/api/currency');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.body).toBe('{"name":"MXN"}');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on every request, GETs included (the spec’s toggle is a GET that changes state), decoded', async () => {
    setCookie('XSRF-TOKEN=abc%2F123');
    const { calls } = mockFetch(json(200, { data: null }));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) await apiFetch('/role/1', { method });
    expect(calls.map((c) => c.headers['X-XSRF-TOKEN'])).toEqual(['abc/123', 'abc/123', 'abc/123', 'abc/123', 'abc/123']);
  });

  it('sends the screen’s language as Accept-Language, so a signed-out person’s errors read in it', async () => {
    const { calls } = mockFetch(json(200, { data: null }));
    document.documentElement.lang = 'en';
    await apiFetch('/login', { method: 'POST', body: {} });
    document.documentElement.lang = 'es';
    await apiFetch('/login', { method: 'POST', body: {} });
    expect(calls.map((c) => c.headers['Accept-Language'])).toEqual(['en', 'es']);
  });

  it('sends no X-XSRF-TOKEN while there is no cookie to echo', async () => {
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    const { calls } = mockFetch(json(200, { data: null }));
    await apiFetch('/role/1');
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('builds the query string, leaving empty values out and joining arrays', async () => {
    const { calls } = mockFetch(json(200, { data: [] }));
    await apiFetch('/status', { query: { take: 9999, q: '', status_id: [1, 2], active: false, x: undefined } });
    expect(calls[0]!.url).toBe('/api/status?take=9999&status_id=1%2C2&active=false');
  });

  it('forwards the abort signal and rethrows the abort without reporting it', async () => {
    const { calls } = mockFetch(json(200, { data: [] }));
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch('/status', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(getShownError()).toBeNull();
  });

  it('sends multipart bodies without a JSON content type', async () => {
    const { calls } = mockFetch(json(201, { data: [{ url: '/files/a.pdf' }] }));
    const form = new FormData();
    form.append('file', new Blob(['%PDF']), 'a.pdf');
    await apiFetch('/file', { method: 'POST', formData: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });
});

describe('apiFetch responses', () => {
  it('returns the parsed body; apiData and unwrapEnvelope take the data out', async () => {
    mockFetch(json(200, { data: { result: [{ id: 1 }], total: 1 } }));
    expect(await apiFetch('/role')).toEqual({ data: { result: [{ id: 1 }], total: 1 } });
    expect(await apiData('/role')).toEqual({ result: [{ id: 1 }], total: 1 });
    expect(unwrapEnvelope({ other: 1 })).toEqual({ other: 1 });
  });

  it('treats only 200-299 as success', async () => {
    mockFetch(json(299, { data: 'ok' }), json(300, { message: 'Multiple choices' }));
    expect(await apiData('/a')).toBe('ok');
    await expect(apiFetch('/a')).rejects.toBeInstanceOf(ApiError);
  });

  it('throws an ApiError with status, message, field errors, body and path, after showing the Oops text', async () => {
    const body = { message: 'name: Value is required', errors: { name: ['Value is required'] } };
    mockFetch(json(422, body));
    const error = await apiFetch('/role', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'name: Value is required', errors: { name: ['Value is required'] }, body, path: '/role' });
    expect(getShownError()).toMatchObject({ key: 'caudal.errors.validation', params: { message: 'Value is required' } });
  });

  it('reports a network failure as status 0', async () => {
    mockFetch({ networkError: true });
    await expect(apiFetch('/role')).rejects.toMatchObject({ status: 0 });
    expect(getShownError()?.key).toBe('caudal.errors.network');
  });

  it('shows nothing when the caller is silent, but still throws', async () => {
    mockFetch(json(500, { message: 'Internal server error' }));
    await expect(apiFetch('/role', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(getShownError()).toBeNull();
  });

  it('leaves a stale write’s 409 to a form that shows it; without that promise, or for another 409, the Oops text shows', async () => {
    const stale = { message: 'El registro cambió mientras lo editabas: vuelve a cargarlo para ver los cambios.', version: 7 };
    mockFetch(json(409, stale));
    await expect(apiFetch('/loan/1', { method: 'PUT', body: {}, formShowsStaleWrite: true })).rejects.toMatchObject({ status: 409, body: stale });
    expect(getShownError()).toBeNull();
    mockFetch(json(409, stale));
    await apiFetch('/loan/1', { method: 'PUT', body: {} }).catch(() => undefined);
    expect(getShownError()).toMatchObject({ key: 'caudal.errors.serverMessage', params: { message: stale.message } });
    dismissError();
    mockFetch(json(409, { message: 'Ya existe' }));
    await apiFetch('/permission', { method: 'POST', body: {}, formShowsStaleWrite: true }).catch(() => undefined);
    expect(getShownError()).toMatchObject({ key: 'caudal.errors.serverMessage', params: { message: 'Ya existe' } });
  });
});

describe('a silent call still ends in the catalogue', () => {
  it('opens the Oops dialog for what no screen can say (no network, 401, 302-as-401, 405, 419), silent or not', async () => {
    for (const [answer, key] of [
      [{ networkError: true }, 'caudal.errors.network'],
      [json(401, { message: 'Unauthorized' }), 'caudal.errors.unauthorized'],
      [json(405, { message: 'Method Not Allowed' }), 'caudal.errors.methodNotAllowed'],
      [json(419, { message: 'CSRF token mismatch' }), 'caudal.errors.reloadNeeded'],
    ] as const) {
      dismissError();
      mockFetch(answer);
      await apiFetch('/analytics', { silent: true }).catch(() => undefined);
      expect(getShownError()?.key).toBe(key);
    }
  });

  it('reloads the page on a 403 to a screen\'s own data (the caller says refusals), not on a silent side call', async () => {
    const reload = vi.fn();
    setPageReloader(reload);
    mockFetch(json(403, { message: 'Forbidden' }));
    await apiFetch('/analytics', { callerSaysRefusals: true }).catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    mockFetch(json(403, { message: 'Forbidden' }));
    await apiFetch('/invoicing/csd', { silent: true }).catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a probe (is there a session?) shows nothing, not even for a 401', async () => {
    mockFetch(json(401, { message: 'Unauthorized' }));
    await expect(apiFetch('/auth/session', { probe: true })).rejects.toMatchObject({ status: 401 });
    expect(getShownError()).toBeNull();
  });

  it('an error without a server message carries the catalogue key, never "HTTP 500" or an English "Network error"', async () => {
    mockFetch(json(500, null));
    await expect(apiFetch('/analytics', { silent: true })).rejects.toMatchObject({ message: 'caudal.errors.unavailable' });
    mockFetch({ networkError: true });
    await expect(apiFetch('/analytics', { silent: true })).rejects.toMatchObject({ message: 'caudal.errors.network' });
  });
});

describe('403 reloads the page at most once in a row', () => {
  it('reloads once, not again on the next 403, and again after that request succeeded', async () => {
    const reload = vi.fn();
    setPageReloader(reload);
    mockFetch(json(403, { message: 'Forbidden' }), json(403, { message: 'Forbidden' }), json(200, { data: [] }), json(403, { message: 'Forbidden' }));
    await expect(apiFetch('/role')).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).not.toBeNull();
    // After the reload the same page asks again and is refused again: no second reload, no loop.
    await expect(apiFetch('/role')).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledTimes(1);
    await apiFetch('/role');
    expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).toBeNull();
    await expect(apiFetch('/role')).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(getShownError()).toBeNull();
  });

  it('is not cleared by the success of another request on the same page', async () => {
    const reload = vi.fn();
    setPageReloader(reload);
    mockFetch(json(403, {}), json(200, { data: [] }), json(403, {}));
    await apiFetch('/forbidden').catch(() => undefined);
    await apiFetch('/allowed');
    await apiFetch('/forbidden').catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal to a caller that says refusals itself, but keeps the dialog for what no screen can say', async () => {
    mockFetch(json(409, { message: 'La inversión tiene pagos realizados y no se puede eliminar' }));
    await expect(apiFetch('/investment/1', { method: 'DELETE', callerSaysRefusals: true })).rejects.toMatchObject({ status: 409 });
    expect(getShownError()).toBeNull();
    mockFetch(json(500, { message: 'Internal server error' }));
    await apiFetch('/investment/1', { method: 'DELETE', callerSaysRefusals: true }).catch(() => undefined);
    expect(getShownError()).toBeNull();
    mockFetch({ networkError: true });
    await apiFetch('/investment/1', { method: 'DELETE', callerSaysRefusals: true }).catch(() => undefined);
    expect(getShownError()?.key).toBe('caudal.errors.network');
    dismissError();
    mockFetch(json(401, null));
    await apiFetch('/investment/1', { method: 'DELETE', callerSaysRefusals: true }).catch(() => undefined);
    expect(getShownError()?.key).toBe('caudal.errors.unauthorized');
  });

  it('takes the Oops dialog back when the screen says the same failure in a toast (its error or react-admin\'s copy of it)', async () => {
    mockFetch(json(409, { message: 'Ya existe' }));
    const error = await apiFetch('/permission', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(getShownError()).not.toBeNull();
    errorSaidByScreen(new Error('another failure'));
    expect(getShownError()).not.toBeNull();
    errorSaidByScreen(toReactAdminError(error));
    expect(getShownError()).toBeNull();

    mockFetch(json(409, { message: 'Ya existe' }));
    const again = await apiFetch('/permission', { method: 'POST', body: {} }).catch((e: unknown) => e);
    errorSaidByScreen(again);
    expect(getShownError()).toBeNull();
  });
});
