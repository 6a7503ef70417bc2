// Reading the owner's texts: a text as a page in one language shows it, and every text of the content with its
// place, for the desk's translation counts and the history's list of changes.
import type { Lang } from "../i18n.ts";
import { type Localized, type SiteContent, type TranslatedLang, translatedLangs } from "./schema.ts";

/** A text as a page shows it, and the language it is really in: English when the page's language lacks it. */
export type Shown = { text: string; lang: Lang };

export function shown(field: Localized, lang: Lang): Shown {
  if (lang === "en") return { text: field.en, lang };
  const translated = field[lang]?.text.trim();
  return translated ? { text: field[lang]?.text ?? "", lang } : { text: field.en, lang: "en" };
}

/** The text alone, for a title, a meta tag or structured data. */
export function textIn(field: Localized, lang: Lang): string {
  return shown(field, lang).text;
}

export type TextPath = readonly (string | number)[];

function isLocalized(value: unknown): value is Localized {
  return typeof value === "object" && value !== null && typeof (value as { en?: unknown }).en === "string";
}

/** Every translatable text of the content, with its path ("products", 2, "description"), in reading order. */
export function localizedTexts(content: SiteContent): { path: TextPath; field: Localized }[] {
  const found: { path: TextPath; field: Localized }[] = [];
  const walk = (value: unknown, path: TextPath) => {
    if (isLocalized(value)) found.push({ path, field: value });
    else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, i]);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(content, []);
  return found;
}

export type TranslationState = "done" | "missing" | "review";

/** A translation is missing when empty, and needs review when the English text changed after it was saved. */
export function translationState(field: Localized, lang: TranslatedLang): TranslationState {
  const translation = field[lang];
  if (!translation || translation.text.trim() === "") return "missing";
  return translation.from === field.en ? "done" : "review";
}

/**
 * Per language, the texts missing and the texts that need review, each with its path. A text still empty in
 * English (a new product's, a specification row left out) has nothing to translate yet.
 */
export function translationStatus(
  content: SiteContent,
): Record<TranslatedLang, { missing: TextPath[]; review: TextPath[] }> {
  const texts = localizedTexts(content).filter(({ field }) => field.en.trim() !== "");
  return Object.fromEntries(
    translatedLangs.map((lang) => {
      const missing: TextPath[] = [];
      const review: TextPath[] = [];
      for (const { path, field } of texts) {
        const state = translationState(field, lang);
        if (state === "missing") missing.push(path);
        else if (state === "review") review.push(path);
      }
      return [lang, { missing, review }];
    }),
  ) as Record<TranslatedLang, { missing: TextPath[]; review: TextPath[] }>;
}

/** Paragraphs of a text: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
