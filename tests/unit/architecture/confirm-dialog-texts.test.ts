/**
 * Decision 131: the confirmation dialog's defaults are the spec's English words ("OK", "Cancel",
 * "Close this dialog"); every dialog of Caudal passes its own texts, so a Spanish screen shows Spanish
 * buttons. The sources are read for a <ConfirmDialog> that leaves any of the three to the defaults.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '../../../src/framework/feedback/messages.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function tsxFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The attribute text from `start` to the element's own `/>`, past any `{...}` that holds other elements. */
function elementAttributes(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0 && char === '/' && source[i + 1] === '>') return source.slice(start, i);
  }
  return source.slice(start);
}

/** Each `<ConfirmDialog ... />` element's attribute text, with the file it is in. */
function confirmDialogs(): { file: string; attributes: string }[] {
  return tsxFiles('src').flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    return [...source.matchAll(/<ConfirmDialog\b/g)].map((match) => ({ file, attributes: elementAttributes(source, match.index + match[0].length) }));
  });
}

const passesAllTexts = (attributes: string) =>
  /\{\.\.\.(CONFIRM_TEXTS|DELETE_TEXTS)\}/.test(attributes) || ['confirmText=', 'cancelText=', 'closeLabel='].every((prop) => attributes.includes(prop));

describe('confirmation dialogs', () => {
  it('are found in the sources (the check reads something)', () => {
    expect(confirmDialogs().length).toBeGreaterThanOrEqual(3);
  });

  it('each pass their own confirm, cancel and close texts', () => {
    const offenders = confirmDialogs().filter((dialog) => !passesAllTexts(dialog.attributes)).map((dialog) => dialog.file);
    expect(offenders).toEqual([]);
  });

  it('have those texts in both languages, Spanish ones in Spanish', () => {
    const es = feedbackMessages.es.caudal.dialog;
    const en = feedbackMessages.en.caudal.dialog;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(es).toMatchObject({ confirm: 'Confirmar', delete: 'Eliminar', cancel: 'Cancelar' });
  });
});
