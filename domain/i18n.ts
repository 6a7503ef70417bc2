/**
 * The site's languages. English is the default and lives at the spec's routes; every other language has the
 * same paths under its own prefix (/ar/about, /es/products/red-onions), built apart (scripts/build/build.ts). Adding a
 * language: a folder of catalogues in domain/words/<code>/ (typed as the English modules, so a missing string
 * fails the type check and a missing module the build), and one entry here.
 */
export const languages = {
  en: { name: "English", dir: "ltr", locale: "en_IN" },
  ar: { name: "العربية", dir: "rtl", locale: "ar_AE" },
  es: { name: "Español", dir: "ltr", locale: "es_ES" },
  fr: { name: "Français", dir: "ltr", locale: "fr_FR" },
  ru: { name: "Русский", dir: "ltr", locale: "ru_RU" },
} as const satisfies Record<string, { name: string; dir: "ltr" | "rtl"; locale: string }>;

export type Lang = keyof typeof languages;

export const defaultLang: Lang = "en";

export const langCodes = Object.keys(languages) as Lang[];

/** The languages with a prefix: every one but English. */
export const prefixedLangs = langCodes.filter((lang) => lang !== defaultLang);

export function isLang(value: string | undefined): value is Lang {
  return value !== undefined && Object.hasOwn(languages, value);
}

/** A path without its language prefix: /ar/about → /about, /ar → /; English paths stay as they are. */
export function withoutPrefix(path: string): string {
  const lang = prefixedLangs.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  return lang ? path.slice(lang.length + 1) || "/" : path;
}

/** The same page in a language: ("ar", "/about") → /ar/about; ("ar", "/") → /ar; English keeps the path. */
export function localePath(lang: Lang, path: string): string {
  if (lang === defaultLang) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The language a build renders: SITE_LANG in the environment (scripts/build/build.ts sets it), English by default. */
export function buildLang(): Lang {
  const lang = process.env.SITE_LANG || defaultLang;
  if (!isLang(lang)) throw new Error(`SITE_LANG must be one of ${langCodes.join(", ")}, got ${lang}`);
  return lang;
}
