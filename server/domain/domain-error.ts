/**
 * A broken business rule: which input field, a stable code for translations, and an English message
 * that names the bad input. Routes turn it into a 422 with `{ [field]: [message] }`.
 */
export class DomainRuleError extends Error {
  constructor(
    readonly field: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainRuleError';
  }
}
