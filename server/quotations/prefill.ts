// Where a new quotation starts: the buyer's quote request (product, quantity, unit, Incoterm, port) and the
// product's facts in the buyer's language (payment terms, lead time, packaging), so that she types only prices.
import { findProduct } from "../../app/content/product-catalogue.ts";
import type { Product, SpecificationWords } from "../../app/content/products.ts";
import type { EnquiryDetail } from "../../app/desk/api.ts";
import type { quotationPrefill } from "../../app/desk/quotation-contract.ts";
import type { Lang } from "../../app/lib/i18n.ts";
import { quantityFromNumber, quantityText } from "../../app/lib/money.ts";
import { catalogues } from "../catalogues.ts";
import { oneLine } from "../enquiry-mail.ts";
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
