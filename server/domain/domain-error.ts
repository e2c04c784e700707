/**
 * A broken business rule: which input field, a stable code for translations (`rules.<code>` in
 * server/i18n), the values the translated message names, and an English message for logs. Routes
 * turn it into a 422 with `{ [field]: [message] }` in the caller's language.
 */
export class DomainRuleError extends Error {
  constructor(
    readonly field: string,
    readonly code: string,
    message: string,
    readonly params: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DomainRuleError';
  }
}
