/**
 * Each language's catalogue as the browser downloads it (scripts/language-catalogues.ts, decision 181):
 * one language per module, every key of src/i18n/es.ts or en.ts, already in i18next's format.
 */
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { describe, expect, it } from 'vitest';
import spanishModule from 'virtual:caudal-catalogue/es';
import englishModule from 'virtual:caudal-catalogue/en';
import { en } from '../../../src/i18n/en.ts';
import { es } from '../../../src/i18n/es.ts';

function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) => (value && typeof value === 'object' ? texts(value) : [String(value)]));
}

function lookup(catalogue: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

/** Texts that differ between the languages at the same key: each belongs to one language only. */
function onlyIn(mine: object, theirs: object, prefix = ''): string[] {
  return Object.entries(mine).flatMap(([key, value]) => {
    const other = (theirs as Record<string, unknown>)[key];
    if (value && typeof value === 'object') return onlyIn(value, (other ?? {}) as object, `${prefix}${key}.`);
    return value !== other ? [String(value)] : [];
  });
}

describe('the per-language catalogue modules', () => {
  it('hold exactly their language of src/i18n/es.ts and en.ts, converted for i18next', () => {
    expect(spanishModule).toEqual(convertRaTranslationsToI18next(es));
    expect(englishModule).toEqual(convertRaTranslationsToI18next(en));
  });

  it('carry no text of the other language', () => {
    // A language's own texts: those that differ from the other language's at the same key and appear
    // nowhere in the other language's source catalogue ("Dashboard" is both, so it is neither's own).
    const source = { es: convertRaTranslationsToI18next(es), en: convertRaTranslationsToI18next(en) };
    const sourceTexts = { es: new Set(texts(source.es)), en: new Set(texts(source.en)) };
    const englishOnly = onlyIn(source.en, source.es).filter((text) => !sourceTexts.es.has(text));
    const spanishOnly = onlyIn(source.es, source.en).filter((text) => !sourceTexts.en.has(text));
    expect(englishOnly.length).toBeGreaterThan(1000);
    expect(spanishOnly.length).toBeGreaterThan(1000);
    const inSpanishModule = new Set(texts(spanishModule));
    const inEnglishModule = new Set(texts(englishModule));
    expect(englishOnly.filter((text) => inSpanishModule.has(text))).toEqual([]);
    expect(spanishOnly.filter((text) => inEnglishModule.has(text))).toEqual([]);
    expect(lookup(spanishModule, 'caudal.toast.created')).toBe('Registro creado con éxito');
    expect(lookup(englishModule, 'caudal.toast.created')).toBe('Record created successfully');
    expect(JSON.stringify(spanishModule)).not.toContain('Record created successfully');
    expect(JSON.stringify(englishModule)).not.toContain('Registro creado con éxito');
    expect(JSON.stringify(spanishModule)).not.toContain('Rows per page:');
    expect(JSON.stringify(englishModule)).not.toContain('Filas por página:');
  });

  it('are in i18next\'s format: {{name}} interpolation and _one / _other plurals', () => {
    expect(lookup(spanishModule, 'caudal.list.lastUpdate')).toBe('Última actualización: {{time}}');
    expect(lookup(englishModule, 'caudal.list.lastUpdate')).toBe('Last update: {{time}}');
    expect(lookup(spanishModule, 'resources.user_document.name_one')).toBe('Documento de usuario');
    expect(lookup(spanishModule, 'resources.user_document.name_other')).toBe('Documentos de usuario');
    expect(lookup(spanishModule, 'resources.user_document.name')).toBeUndefined();
  });
});
