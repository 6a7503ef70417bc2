import { languages } from "#domain/i18n.ts";

/**
 * The desk's languages: English, and Arabic for a team that reads it right to left. Each person chooses theirs
 * (Security); an invitation names the new person's. Adding one: an entry here, a migration widening the
 * columns' CHECK, and a catalogue beside each desk words module (typed by the English one, so a missing
 * sentence fails the type check).
 */
export const deskLanguages = ["en", "ar"] as const;

export type DeskLanguage = (typeof deskLanguages)[number];

export function isDeskLanguage(value: unknown): value is DeskLanguage {
  return typeof value === "string" && (deskLanguages as readonly string[]).includes(value);
}

/** Each language by its own name, as a person looks for it in a list. */
export const deskLanguageNames: Record<DeskLanguage, string> = {
  en: languages.en.name,
  ar: languages.ar.name,
};

/**
 * The language the desk renders in. The server writes the signed-in person's language on the shell's
 * `<html lang>` before any script runs (server/desk-routes.ts), so a words module can choose its catalogue
 * when it is first imported, and load only that one; the server, the tests and the pre-rendering read English.
 */
export const deskLanguage: DeskLanguage =
  typeof document !== "undefined" && isDeskLanguage(document.documentElement.lang)
    ? document.documentElement.lang
    : "en";

/** The locale for the desk's numbers and dates: Arabic words keep the Latin digits the trade's papers use. */
export const deskLocale = deskLanguage === "ar" ? "ar-u-nu-latn" : "en";
