/**
 * A text is written once, with its two languages side by side (`{ es, en }` beside its key), and each
 * language's catalogue is a projection of that one tree (docs/decisions/175). Plain types and two pure
 * functions: the server imports this file too (its messages, server/i18n/), so it must stay free of I/O.
 */
export type Language = 'es' | 'en';

/** One text in both languages. */
export type Text = { readonly es: string; readonly en: string };

/** A tree of texts: a node's values are texts or further nodes. */
export type Texts = { readonly [key: string]: Text | Texts };

/**
 * What defineTexts accepts: every leaf has exactly es and en. A leaf with one language, or with a third
 * key (a misspelled language beside the right two), fails here rather than in a screen.
 */
export type Checked<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? never
    : T[K] extends Text
      ? Text & { readonly [Extra in Exclude<keyof T[K], Language>]: never }
      : Checked<T[K]>;
};

/** A tree of texts in one language: the same keys, a string where the tree has a text. */
export type InLanguage<T> = { readonly [K in keyof T]: T[K] extends Text ? string : InLanguage<T[K]> };

/** Declares a tree of texts; returns it unchanged, checked. */
export function defineTexts<T extends Texts>(texts: T & Checked<T>): T {
  return texts;
}

/**
 * A leaf is an object whose es and en are both strings; a node whose keys happen to be es and en
 * (`caudal.languages`, whose values are texts) is a node.
 */
export function isText(value: Text | Texts): value is Text {
  return typeof value.es === 'string' && typeof value.en === 'string';
}

/** The tree in one language, keys in their declared order. */
export function inLanguage<T extends Texts>(texts: T, language: Language): InLanguage<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) out[key] = isText(value) ? value[language] : inLanguage(value, language);
  return out as InLanguage<T>;
}
