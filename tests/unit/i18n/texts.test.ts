import { describe, expect, it } from 'vitest';
import { defineTexts, inLanguage, isText } from '../../../src/i18n/texts.ts';

const texts = defineTexts({
  title: { es: 'Título', en: 'Title' },
  languages: { es: { es: 'Español', en: 'Español' }, en: { es: 'English', en: 'English' } },
  menu: { loans: { es: 'Préstamos', en: 'Loans' }, 'dashboard-concluidas': { es: 'Inversiones concluidas', en: 'Concluded investments' } },
});

describe('one declaration per text (src/i18n/texts.ts)', () => {
  it('projects each language, keys in their declared order', () => {
    expect(inLanguage(texts, 'es')).toEqual({ title: 'Título', languages: { es: 'Español', en: 'English' }, menu: { loans: 'Préstamos', 'dashboard-concluidas': 'Inversiones concluidas' } });
    expect(inLanguage(texts, 'en')).toEqual({ title: 'Title', languages: { es: 'Español', en: 'English' }, menu: { loans: 'Loans', 'dashboard-concluidas': 'Concluded investments' } });
    expect(JSON.stringify(inLanguage(texts, 'en'))).toBe('{"title":"Title","languages":{"es":"Español","en":"English"},"menu":{"loans":"Loans","dashboard-concluidas":"Concluded investments"}}');
  });

  it('tells a text from a node whose keys are es and en', () => {
    expect(isText(texts.title)).toBe(true);
    expect(isText(texts.languages)).toBe(false);
  });
});
