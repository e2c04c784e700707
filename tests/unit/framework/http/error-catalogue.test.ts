import { describe, expect, it } from 'vitest';
import { describeError, isExcludedPath, normalisePath } from '../../../../src/framework/http/error-catalogue.ts';
import { defaultText, feedbackMessages } from '../../../../src/framework/feedback/messages.ts';

/** The Spanish text the Oops dialog shows for a failed call, or what happens instead. */
function shown(status: number, body: unknown = null, path = '/currency'): string | null {
  const outcome = describeError(status, body, path);
  if (!outcome) return null;
  if (outcome.action === 'reload') return 'RELOAD';
  const text = defaultText(outcome.key, outcome.params);
  if (text === undefined) throw new Error(`no Spanish text for ${outcome.key}`);
  return text;
}

describe('spec section 8 error catalogue, in Spanish', () => {
  it.each([
    [0, null, 'Error de red'],
    [302, null, 'No tienes autorización para este modulo'],
    [401, { message: 'Not signed in' }, 'No tienes autorización para este modulo'],
    [419, { message: 'CSRF' }, 'Se necesita recargar la página.'],
    [403, { message: 'Forbidden' }, 'RELOAD'],
    [404, { message: 'Not found' }, null],
    [405, { message: 'Method not allowed' }, 'Acceso denegado'],
    [422, { message: 'x', errors: { amount: ['Value must be numeric', 'second'], name: ['Value is required'] } }, 'Error: Value must be numeric'],
    [422, { message: 'x' }, 'Datos incorrectos'],
    [422, { errors: {} }, 'Datos incorrectos'],
    [422, { errors: { amount: [] } }, 'Datos incorrectos'],
    [422, { errors: 'broken' }, 'Datos incorrectos'],
    [422, '<html>bad gateway</html>', 'Datos incorrectos'],
    [422, { errors: { amount: 'Value must be numeric' } }, 'Error: Value must be numeric'],
    [422, { errors: ['Value is required'] }, 'Error: Value is required'],
    [500, { message: 'Internal server error' }, 'Internal server error'],
    [409, { message: 'Value already exists' }, 'Value already exists'],
    [500, null, 'Servicio no disponible'],
    [502, '<html>Bad gateway</html>', 'Servicio no disponible'],
    [503, { message: '   ' }, 'Servicio no disponible'],
  ])('status %i with %j shows %j', (status, body, text) => {
    expect(shown(status, body)).toBe(text);
  });

  it('shows nothing for the two excluded paths, with or without the /api prefix, whatever the status', () => {
    for (const path of ['/notifies', 'notifies', '/api/notifies', '/api/notifies?page=1', '/app/forex-quoutes/last', '/api/app/forex-quoutes/last/', 'https://caudal.example/api/notifies']) {
      for (const status of [0, 401, 403, 422, 500]) expect(describeError(status, { message: 'boom' }, path)).toBeNull();
    }
  });

  it('does not exclude paths that merely resemble the excluded ones', () => {
    expect(isExcludedPath('/notifies/3')).toBe(false);
    expect(isExcludedPath('/notification')).toBe(false);
    expect(isExcludedPath('/app/forex-quoutes')).toBe(false);
    expect(shown(500, { message: 'boom' }, '/notification')).toBe('boom');
  });

  it('normalises paths', () => {
    expect(normalisePath('/api/role/1?x=2')).toBe('/role/1');
    expect(normalisePath('api')).toBe('/');
    expect(normalisePath('/apiary')).toBe('/apiary');
  });

  it('has every key it returns in both languages', () => {
    const keys = new Set<string>();
    for (const status of [0, 302, 401, 405, 419, 500]) {
      const outcome = describeError(status, null, '/x');
      if (outcome?.action === 'show') keys.add(outcome.key);
    }
    for (const body of [{ errors: { a: ['m'] } }, {}]) {
      const outcome = describeError(422, body, '/x');
      if (outcome?.action === 'show') keys.add(outcome.key);
    }
    keys.add('caudal.errors.serverMessage');
    expect(keys.size).toBe(8);
    for (const key of keys) {
      const name = key.replace('caudal.errors.', '') as keyof typeof feedbackMessages.en.caudal.errors;
      expect(feedbackMessages.es.caudal.errors[name], key).toBeTruthy();
      expect(feedbackMessages.en.caudal.errors[name], key).toBeTruthy();
    }
  });
});
