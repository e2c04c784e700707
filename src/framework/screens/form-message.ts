/**
 * A form error as react-admin's inputs read it: an i18n key, with its parameters when it has some.
 * react-admin parses the `@@react-admin@@` form back into `{ message, args }` and translates it, so
 * the text follows the language switch instead of being fixed when the check ran.
 */
import type { FieldMessage } from '../../../schemas/framework/formats.ts';

const WITH_ARGS = '@@react-admin@@';

export function formMessage(key: string, args?: Record<string, string | number>): string {
  return args && Object.keys(args).length > 0 ? WITH_ARGS + JSON.stringify({ message: key, args }) : key;
}

/** A shared field message (schemas/framework/formats.ts) by its browser key, `caudal.<key>`. */
export const fieldMessage = (message: FieldMessage): string => formMessage(`caudal.${message.key}`, message.params);

/** Field -> message (from formMessage): what a screen's own checks add to the schema's. */
export type FormCheck = (values: Record<string, unknown>, mode: 'create' | 'update') => Record<string, string> | Promise<Record<string, string>>;
