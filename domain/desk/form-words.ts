import type { Incoterm, QuoteUnit } from "#domain/enquiry/quote.ts";
import { enquiryFormWords } from "#domain/words/en/enquiry-form.ts";
import { deskLanguage } from "./desk-language.ts";

/** The public enquiry form's words the desk shows too: its units, the Incoterms' names, 'Other' product. */
export type DeskFormWords = {
  otherProduct: string;
  units: Record<QuoteUnit, string>;
  incoterms: Record<Incoterm, { name: string }>;
};

/** In the desk's language, from the site's own translation of the form (domain/desk/desk-language.ts). */
export const deskFormWords: DeskFormWords =
  deskLanguage === "ar"
    ? (await import("#domain/words/ar/enquiry-form.ts")).enquiryFormWords.quote
    : enquiryFormWords.quote;
