/**
 * docs/decisions/040: every message the server writes for a person comes from the es/en catalogues.
 * A text written straight into an HttpError, a 422's field list or a zod schema would reach a Spanish
 * screen in English (or an English one in Spanish), so the sources are read for such literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { serverCatalogues } from '../../../server/i18n/localized.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code of a file without its comments. */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** A quoted or template literal that reads like a sentence: a letter, more text, a lower-case word. */
const SENTENCE = String.raw`(['"\x60])[A-Za-zÁÉÍÓÚáéíóúÑñ¿][^'"\x60]*?\s[a-záéíóúñ$][^'"\x60]*\1`;

const GUARDS: { what: string; pattern: RegExp }[] = [
  { what: 'an HttpError with a literal message', pattern: new RegExp(String.raw`new HttpError\(\s*\d+\s*,\s*` + SENTENCE) },
  { what: 'a field error list holding a literal message', pattern: new RegExp(String.raw`\[\s*` + SENTENCE + String.raw`\s*[\],]`) },
  { what: 'a zod check with a literal message', pattern: new RegExp(String.raw`\.(?:min|max|regex|refine|email|date|enum)\([^)]*,\s*` + SENTENCE + String.raw`\s*\)`) },
  { what: 'a domain reason written as a literal', pattern: new RegExp(String.raw`reason:\s*` + SENTENCE) },
];

/**
 * Where the text is not an answer to a person: the catalogues themselves, PDF and SMS bodies, seed
 * data, and the configuration check that stops the server for its operator.
 */
const EXEMPT = [/^server\/i18n\//, /^server\/db\/seed\//, /^server\/adapters\//, /^server\/auth\/messages\.ts$/, /^server\/config\.ts$/, /^server\/routes\/calculator-pdf\.ts$/, /^server\/domain\/cfdi/];

function offences(folders: string[]): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    if (EXEMPT.some((rule) => rule.test(file))) continue;
    code(file)
      .split('\n')
      .forEach((line, index) => {
        if (/\b(?:log|console)\.\w+\(|throw new Error\(|super\(|new DomainRuleError\(/.test(line)) return;
        for (const guard of GUARDS) if (guard.pattern.test(line)) found.push(`${file}:${index + 1} ${guard.what}: ${line.trim().slice(0, 140)}`);
      });
  }
  return found;
}

describe('server messages come from the catalogues', () => {
  it('no HttpError, 422 field list, zod check or domain reason in server/ or schemas/ carries a literal text', () => {
    expect(offences(['server', 'schemas'])).toEqual([]);
  });

  it('catches the literals it guards against', () => {
    const samples = [
      "throw new HttpError(409, 'The request was already reviewed');",
      "throw unprocessable({ id: ['The hedge is already closed'] });",
      'errors.to = [`Value must be from 0 to ${max} days after from`];',
      "z.string().min(1, 'Value is required')",
      "return { canClose: false, reason: 'Closing hedges is turned off' };",
    ];
    for (const sample of samples) expect(GUARDS.some((guard) => guard.pattern.test(sample)), sample).toBe(true);
    expect(GUARDS.some((guard) => guard.pattern.test("throw new HttpError(409, msg('profile.requestReviewed'));"))).toBe(false);
  });

  it('has every shared validation text in both catalogues, with the spec’s English words', () => {
    for (const key of Object.keys(MESSAGES)) {
      expect(serverCatalogues.es).toHaveProperty(`validation.${key}`);
      expect(serverCatalogues.en).toHaveProperty(`validation.${key}`, MESSAGES[key as keyof typeof MESSAGES]);
    }
    expect([serverCatalogues.es['validation.required'], serverCatalogues.es['validation.numeric'], serverCatalogues.es['validation.email']]).toEqual([
      'El valor es obligatorio',
      'El valor debe ser numérico',
      'El valor no es una dirección de correo válida',
    ]);
  });
});
