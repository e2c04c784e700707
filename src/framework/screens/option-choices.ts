/** A select field's fixed options, labelled through i18n (resources.<entity>.options.<field>.<value>). */
import { useTranslate } from 'react-admin';

export function useOptionChoices(entityName: string, source: string, options: readonly string[]) {
  const translate = useTranslate();
  return options.map((value) => ({ id: value, name: translate(`resources.${entityName}.options.${source}.${value}`, { _: value }) }));
}
