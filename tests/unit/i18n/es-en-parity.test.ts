import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en.ts';
import { es } from '../../../src/i18n/es.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { entityList } from '../../../schemas/index.ts';

function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(messages: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

describe('translations', () => {
  // Caudal's own texts are declared once with both languages (src/i18n/texts.ts), so their keys match by
  // construction; this still holds react-admin's Spanish (ra-es.ts) to its English catalogue's keys.
  it('Spanish and English have exactly the same keys', () => {
    const esKeys = keyPaths(es).sort();
    const enKeys = keyPaths(en).sort();
    expect(esKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !esKeys.includes(k))).toEqual([]);
  });

  it('no text is empty', () => {
    for (const messages of [es, en]) {
      for (const path of keyPaths(messages)) expect(String(lookup(messages, path)).length, path).toBeGreaterThan(0);
    }
  });

  it('every validation message has a translation key', () => {
    for (const key of Object.keys(MESSAGES)) {
      expect(lookup(es, `caudal.validation.${key}`), key).toBeTypeOf('string');
    }
  });

  it('the spec messages are kept exactly in English and read in Spanish on Spanish screens (decision 040)', () => {
    expect(lookup(en, 'caudal.validation.required')).toBe('Value is required');
    expect(lookup(en, 'caudal.validation.numeric')).toBe('Value must be numeric');
    expect(lookup(en, 'caudal.validation.email')).toBe('Value is not a valid email address');
    expect(lookup(es, 'caudal.validation.required')).toBe('El valor es obligatorio');
    expect(lookup(es, 'caudal.validation.numeric')).toBe('El valor debe ser numérico');
    expect(lookup(es, 'caudal.validation.email')).toBe('El valor no es una dirección de correo válida');
  });

  it('every entity and every field has a label in both languages', () => {
    for (const entity of entityList) {
      for (const messages of [es, en]) {
        expect(lookup(messages, `resources.${entity.name}.name`), entity.name).toBeTypeOf('string');
        for (const field of Object.keys(entity.fields)) {
          expect(lookup(messages, `resources.${entity.name}.fields.${field}`), `${entity.name}.${field}`).toBeTypeOf('string');
        }
      }
    }
  });
});
