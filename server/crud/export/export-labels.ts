/**
 * An export's headings and option names, in the person's language, from the app's own catalogues
 * (src/i18n/messages/: plain data, each text `{ es, en }`), so a file says exactly what the
 * screen says and no text is written twice (docs/decisions/150). Merged once per language.
 */
import { domainMessages } from '../../../src/i18n/messages/index.ts';
import { inLanguage } from '../../../src/i18n/texts.ts';
import type { Language } from '../../i18n/localized.ts';

type Messages = { [key: string]: string | Messages };

/** Later catalogues win on the same key, as src/i18n/deep-merge.ts merges them for the screens. */
function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === 'object') target[key] = merge(existing && typeof existing === 'object' ? existing : {}, value);
    else target[key] = value;
  }
  return target;
}

const merged = new Map<Language, Messages>();

function catalogue(language: Language): Messages {
  let messages = merged.get(language);
  if (!messages) {
    messages = {};
    for (const group of domainMessages) merge(messages, inLanguage(group, language) as Messages);
    merged.set(language, messages);
  }
  return messages;
}

function lookup(language: Language, path: string[]): string | undefined {
  let node: string | Messages | undefined = catalogue(language);
  for (const part of path) node = node && typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** react-admin's own yes and no (ra.boolean), which the screens show for a boolean. */
const BOOLEANS: Record<Language, { true: string; false: string }> = { es: { true: 'Sí', false: 'No' }, en: { true: 'Yes', false: 'No' } };

export interface ExportLabels {
  heading(entityName: string, column: string): string;
  option(entityName: string, field: string, value: string): string;
  boolean(value: boolean): string;
  /** The entity's plural name (`Préstamo |||| Préstamos` -> `Préstamos`), for the xlsx sheet. */
  sheetName(entityName: string): string;
}

export function exportLabels(language: Language): ExportLabels {
  return {
    // As the list's header: `ID` for the id, the field's label, else its name.
    heading: (entityName, column) => (column === 'id' ? 'ID' : (lookup(language, ['resources', entityName, 'fields', column]) ?? column)),
    option: (entityName, field, value) => lookup(language, ['resources', entityName, 'options', field, value]) ?? value,
    boolean: (value) => BOOLEANS[language][value ? 'true' : 'false'],
    sheetName: (entityName) => (lookup(language, ['resources', entityName, 'name']) ?? entityName).split('||||').pop()!.trim(),
  };
}
