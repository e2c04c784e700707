/**
 * The per-language catalogues scripts/language-catalogues.ts builds: `virtual:caudal-catalogue/es` holds
 * the Spanish texts only, in i18next's format (nested keys, `{{name}}` interpolation).
 */
declare module 'virtual:caudal-catalogue/*' {
  const catalogue: { readonly [key: string]: unknown };
  export default catalogue;
}
