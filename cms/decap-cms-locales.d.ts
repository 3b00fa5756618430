/** decap-cms-locales ships no types: its English phrases are nested objects of strings. */
declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
}
