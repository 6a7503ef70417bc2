// Where a new quotation starts: the buyer's quote request (product, quantity, unit, Incoterm, port) and the
// product's facts in the buyer's language (payment terms, lead time, packaging), so that she types only prices.
import { findProduct } from "../../domain/content/product-catalogue.ts";
import type { Product, SpecificationWords } from "../../domain/content/products.ts";
import type { quotationPrefill } from "../../domain/desk/quotation-contract.ts";
import type { EnquiryDetail } from "../../domain/desk/types.ts";
import type { Lang } from "../../domain/i18n.ts";
import { quantityFromNumber, quantityText } from "../../domain/quotations/money.ts";
import { oneLine } from "../outgoing-mail/enquiry-mail.ts";
import { catalogues } from "../site/catalogues.ts";
import { quotationWords } from "./words.ts";

export type QuotationPrefill = import("zod").output<typeof quotationPrefill>;

const [products, specifications] = await Promise.all([
  catalogues<{ products: readonly Product[] }>("products"),
  catalogues<SpecificationWords>("product-specifications"),
]);

/** How long a new quotation stays valid unless she says otherwise. */
export const validDays = 14;

export function prefillOf(enquiry: EnquiryDetail, validUntil: string): QuotationPrefill {
  const lang: Lang = enquiry.siteLanguage;
  const quote = enquiry.quote;
  const slug = quote?.product?.slug ?? enquiry.product?.slug;
  const product = findProduct(products[lang].products, slug);
  const facts = product ? specifications[lang].productSpecifications[product.key] : undefined;
  const words = quotationWords[lang];
  return {
    currency: "USD",
    incoterm: quote?.incoterm ?? "FOB",
    port: quote?.port ?? "",
    validUntil,
    paymentTerms: facts?.paymentTerms ?? "",
    leadTime: facts?.leadTime ?? "",
    notes: "",
    message: `${words.greeting(oneLine(enquiry.name, 100))}\n\n${words.message}`,
    lines: [
      {
        product: product?.title ?? "",
        description: facts?.packaging ?? "",
        quantity: quote?.quantity ? quantityText(quantityFromNumber(quote.quantity)) : "",
        unit: quote?.unit ?? "MT",
        price: "",
      },
    ],
  };
}
