import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raSpanishMessages } from '../../../src/i18n/ra-es.ts';

type MessageTree = { [key: string]: MessageTree | string | undefined };

/** Flattens a nested message pack into `ra.action.save`-style paths and their strings. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else if (value !== undefined) for (const entry of flatten(value, path)) entries.set(...entry);
  }
  return entries;
}

function variablesIn(message: string): string[] {
  return [...new Set(message.match(/%\{\w+\}/g) ?? [])].sort();
}

const english = flatten(englishMessages);
const spanish = flatten(raSpanishMessages);

describe('raSpanishMessages', () => {
  it('has exactly the key paths of the English react-admin pack', () => {
    expect(english.size).toBeGreaterThan(100);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every interpolation variable of each English message', () => {
    const missing = [...english].flatMap(([path, message]) =>
      variablesIn(message)
        .filter((variable) => !(spanish.get(path) ?? '').includes(variable))
        .map((variable) => `${path}: ${variable}`),
    );
    expect(missing).toEqual([]);
  });

  it('introduces no interpolation variable the English message lacks', () => {
    const extra = [...spanish].flatMap(([path, message]) =>
      variablesIn(message)
        .filter((variable) => !variablesIn(english.get(path) ?? '').includes(variable))
        .map((variable) => `${path}: ${variable}`),
    );
    expect(extra).toEqual([]);
  });

  it('has as many "||||" plural forms as the English message, per form keeping its variables', () => {
    const pluralised = [...english].filter(([, message]) => message.includes('||||'));
    expect(pluralised.length).toBeGreaterThan(0);
    for (const [path, message] of pluralised) {
      const englishForms = message.split('||||');
      const spanishForms = (spanish.get(path) ?? '').split('||||');
      expect(spanishForms.length, path).toBe(englishForms.length);
      englishForms.forEach((form, index) =>
        expect(variablesIn(spanishForms[index]), `${path} form ${index}`).toEqual(variablesIn(form)),
      );
    }
  });

  it('translates every message that is English prose', () => {
    // Messages made only of variables, a blank, or a word spelled the same in both languages stay as they are.
    const sameInBothLanguages = new Set(['No', ' ', 'Inspector']);
    const untranslated = [...english].filter(([path, message]) => {
      const prose = message.replace(/%\{\w+\}/g, '').trim();
      return prose !== '' && !sameInBothLanguages.has(message) && spanish.get(path) === message;
    });
    expect(untranslated).toEqual([]);
  });

  it('uses the Spanish texts a Mexican back office expects', () => {
    expect(raSpanishMessages.ra.action.save).toBe('Guardar');
    expect(raSpanishMessages.ra.navigation.page_rows_per_page).toBe('Filas por página:');
    expect(raSpanishMessages.ra.navigation.page_range_info).toBe('%{offsetBegin}-%{offsetEnd} de %{total}');
    expect(raSpanishMessages.ra.boolean.true).toBe('Sí');
  });
});
