// @vitest-environment jsdom
/**
 * The app's i18n provider loads the person's language only, through i18next's own loading (decision
 * 181), with the spec's settings (section 9: fallback "dev", 5 retries from 350 ms, doubling), and
 * switches language only once the other catalogue is in.
 */
import type { ReadCallback } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueBackend } from '../../../src/i18n/catalogue-backend.ts';
import { createI18nProvider, LANGUAGE_KEY } from '../../../src/i18n/i18n-provider.ts';

const read = catalogueBackend.read.bind(catalogueBackend);
let reads: string[] = [];

beforeEach(() => {
  localStorage.clear();
  reads = [];
  vi.spyOn(catalogueBackend, 'read').mockImplementation((language, namespace, callback) => {
    reads.push(language);
    read(language, namespace, callback);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A backend whose `language` never arrives (as offline), recording when each read was made. */
function failReadsOf(language: string, at: number[]): void {
  vi.mocked(catalogueBackend.read).mockImplementation((lng: string, namespace: string, callback: ReadCallback) => {
    reads.push(lng);
    if (lng !== language) return read(lng, namespace, callback);
    at.push(Date.now());
    callback(new Error('offline'), true);
  });
}

describe('the i18n provider', () => {
  it('loads Spanish by default, and not English', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('es');
    expect(i18n.translate('ra.navigation.page_rows_per_page')).toBe('Filas por página:');
    expect(i18n.translate('caudal.toast.created')).toBe('Registro creado con éxito');
    expect(reads).toContain('es');
    expect(reads).not.toContain('en');
    expect(document.documentElement.lang).toBe('es');
  });

  it('loads English on changeLocale, then speaks it and keeps the choice', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('en');
    expect(reads.filter((language) => language === 'en')).toHaveLength(1);
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.navigation.page_rows_per_page')).toBe('Rows per page:');
    expect(i18n.translate('caudal.list.lastUpdate', { time: '12:00' })).toBe('Last update: 12:00');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language, loading only that one', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const i18n = await createI18nProvider();
    expect(i18n.translate('caudal.toast.created')).toBe('Record created successfully');
    expect(reads).not.toContain('es');
  });

  it('answers the fallback language "dev" with nothing: a missing key shows its default, or itself', async () => {
    const i18n = await createI18nProvider();
    expect(reads).toContain('dev');
    expect(i18n.translate('caudal.no.such.key', { _: 'Texto por omisión' })).toBe('Texto por omisión');
    expect(i18n.translate('caudal.no.such.key')).toBe('caudal.no.such.key');
  });

  it('retries a catalogue 5 times from 350 ms, doubling, then keeps the current language', async () => {
    const i18n = await createI18nProvider();
    const at: number[] = [];
    failReadsOf('en', at);
    vi.useFakeTimers({ now: 0 });
    const change = i18n.changeLocale('en').then(
      () => 'switched',
      (error: Error) => error.message,
    );
    await vi.runAllTimersAsync();
    expect(await change).toBe('the "en" texts could not be loaded');
    expect(at).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.getLocale()).toBe('es');
    expect(i18n.translate('caudal.toast.created')).toBe('Registro creado con éxito');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('rejects when the person\'s own catalogue cannot be loaded, rather than show keys', async () => {
    const at: number[] = [];
    failReadsOf('es', at);
    vi.useFakeTimers({ now: 0 });
    const created = createI18nProvider().then(
      () => 'created',
      (error: Error) => error.message,
    );
    await vi.runAllTimersAsync();
    expect(await created).toBe('the "es" texts could not be loaded');
    expect(at).toHaveLength(6);
  });
});
