/** An error toast: the spec's headline plus the server's message (section 8). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export function errorText(translate: Translate, headlineKey: string, error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const headline = translate(headlineKey);
  return message ? `${headline} ${translate(message, { _: message })}` : headline;
}
