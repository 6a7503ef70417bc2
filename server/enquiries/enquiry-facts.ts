import type { Country } from "#domain/countries/countries.ts";
import { countries } from "#domain/countries/country-list.ts";
import type { Enquiry } from "#domain/enquiry/enquiry.ts";
import { langCodes } from "#domain/i18n.ts";
import type { enquiryFormWords } from "#domain/words/en/enquiry-form.ts";
import { type Product, products } from "#domain/words/en/products.ts";
import { catalogues } from "../site/catalogues.ts";

// Longest dial codes first, so "1 268" (Antigua) wins over "1" (United States).
const byDialCode = [...countries].sort((a, b) => b.dialCode.length - a.dialCode.length);

/**
 * The buyer's country, from the digits-only phone number the form sends (dial code first). Countries that share
 * a dial code (+1, +7, +44 …) are told apart by their area codes; the one without area codes is the default.
 */
export function countryOfPhone(phone: string): Country | undefined {
  const candidates = byDialCode.filter((c) => phone.startsWith(c.dialCode));
  const longest = candidates[0]?.dialCode;
  const sharing = candidates.filter((c) => c.dialCode === longest);
  const national = phone.slice(longest?.length ?? 0);
  return (
    sharing.find((c) => c.areaCodes?.some((code) => national.startsWith(code))) ??
    sharing.find((c) => !c.areaCodes) ??
    sharing[0]
  );
}

// Each language's form opens a product's enquiry with its own line ("Consulta sobre Cebolla roja:"), naming the
// product in that language.
const forms = await catalogues<{ enquiryFormWords: Pick<typeof enquiryFormWords, "productLine"> }>(
  "enquiry-form",
);
const translated = await catalogues<{ products: readonly Product[] }>("products");
const productLines = langCodes.flatMap((lang) =>
  translated[lang].products.map((product, i) => ({
    line: forms[lang].enquiryFormWords.productLine(product.title).toLowerCase(),
    product: products[i],
  })),
);

/**
 * The product named by the "Enquiry about …:" line the contact form puts first when opened from a product page,
 * in any of the site's languages, for enquiries without a structured product (older ones). The line may go on
 * after the colon ("Enquiry about Red Onions: 2 containers") and its case may differ.
 */
export function productOfMessage(message: string): Product | undefined {
  const firstLine = message.trimStart().split("\n", 1)[0]?.trim().toLowerCase() ?? "";
  return productLines.find(({ line }) => firstLine.startsWith(line))?.product;
}

/**
 * The product the desk files an enquiry under: the quote's structured Product first (a catalogue slug, or
 * "other"), the message's first line only when there is none.
 */
export function productOfEnquiry(enquiry: Pick<Enquiry, "message" | "quote">): string | undefined {
  return enquiry.quote?.product ?? productOfMessage(enquiry.message)?.slug;
}
