// Every language's words for a quotation (domain/words/en/quotation.ts and its twins) and the units as the
// enquiry form names them in that language, loaded once at start (server/site/catalogues.ts).
import type { QuoteUnit } from "#domain/enquiry/quote.ts";
import { type Lang, langCodes, languages } from "#domain/i18n.ts";
import type { QuotationWords } from "#domain/words/en/quotation.ts";
import { catalogues } from "../site/catalogues.ts";

export type QuotationLanguage = QuotationWords & {
  units: Readonly<Record<QuoteUnit, string>>;
  /** The BCP 47 tag numbers and dates are formatted in (en-GB, ar-AE, …). */
  locale: string;
  dir: "ltr" | "rtl";
};

const [words, forms] = await Promise.all([
  catalogues<{ quotationWords: QuotationWords }>("quotation"),
  catalogues<{ enquiryFormWords: { quote: { units: Record<QuoteUnit, string> } } }>("enquiry-form"),
]);

/**
 * English amounts and dates as buyers abroad read them: India's own grouping (23,40,000.00) would puzzle an
 * importer in Rotterdam.
 */
const localeOf = (lang: Lang) => (lang === "en" ? "en-GB" : languages[lang].locale.replace("_", "-"));

export const quotationWords = Object.fromEntries(
  langCodes.map((lang) => [
    lang,
    {
      ...words[lang].quotationWords,
      units: forms[lang].enquiryFormWords.quote.units,
      locale: localeOf(lang),
      dir: languages[lang].dir,
    },
  ]),
) as Record<Lang, QuotationLanguage>;

/** A date (YYYY-MM-DD) as the language writes it in full: ("en", "2026-11-26") → "26 November 2026". */
export function longDate(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(quotationWords[lang].locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
