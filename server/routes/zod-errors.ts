/** A zod failure as the API's field errors (`{ field: [messages] }`); `_` for the body itself. */
import type { z } from 'zod';
import type { FieldErrors } from '../http/errors.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { sharedMessage } from '../../schemas/framework/validation.ts';

export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? MESSAGES.required : sharedMessage(issue);
    (errors[field] ??= []).push(message);
  }
  return errors;
}
