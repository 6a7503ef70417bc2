// Where a new quotation starts: the buyer's quote request (product, quantity, unit, Incoterm, port) and the
// product's facts in the buyer's language (payment terms, lead time, packaging), so that she types only prices.
import type { quotationPrefill } from "#domain/desk/quotation-contract.ts";
import type { EnquiryDetail } from "#domain/desk/types.ts";
import type { Lang } from "#domain/i18n.ts";
import { capitalised } from "#domain/products/product-catalogue.ts";
import { quantityFromNumber, quantityText } from "#domain/quotations/money.ts";
import { type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { textIn } from "#domain/site-content/texts.ts";
import { oneLine } from "../mail/enquiry-mail.ts";
import { quotationWords } from "./words.ts";

export type QuotationPrefill = import("zod").output<typeof quotationPrefill>;

/** How long a new quotation stays valid unless she says otherwise. */
export const validDays = 14;

/** The product's facts come from the owner's published content, in the buyer's language where she wrote them. */
export function prefillOf(
  enquiry: EnquiryDetail,
  validUntil: string,
  content: SiteContent,
): QuotationPrefill {
  const lang: Lang = enquiry.siteLanguage;
  const quote = enquiry.quote;
  const slug = quote?.product?.slug ?? enquiry.product?.slug;
  const product =
    slug === undefined
      ? undefined
      : content.products.find((p) => slugOf(p.name.en) === slug || p.formerSlugs.includes(slug));
  const fact = (key: "paymentTerms" | "leadTime" | "packaging") =>
    product ? textIn(product.specifications[key], lang) : "";
  const words = quotationWords[lang];
  return {
    currency: "USD",
    incoterm: quote?.incoterm ?? "FOB",
    port: quote?.port ?? "",
    validUntil,
    paymentTerms: fact("paymentTerms"),
    leadTime: fact("leadTime"),
    notes: "",
    message: `${words.greeting(oneLine(enquiry.name, 100))}\n\n${words.message}`,
    lines: [
      {
        product: product ? capitalised(textIn(product.name, lang)) : "",
        description: fact("packaging"),
        quantity: quote?.quantity ? quantityText(quantityFromNumber(quote.quantity)) : "",
        unit: quote?.unit ?? "MT",
        price: "",
      },
    ],
  };
}
