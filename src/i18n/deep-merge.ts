/** Merges nested message objects; later sources win on the same key. */
type Messages = { [key: string]: string | Messages };

export function deepMerge(...sources: object[]): Messages {
  const out: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = out[key];
      out[key] =
        value && typeof value === 'object' && existing && typeof existing === 'object'
          ? deepMerge(existing, value)
          : value && typeof value === 'object'
            ? deepMerge(value)
            : (value as string);
    }
  }
  return out;
}
