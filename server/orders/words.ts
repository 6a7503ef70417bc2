// Every language's words for an order (domain/words/en/order.ts and its twins), with the quotation's words for
// what both show alike (the lines' columns, units, contact labels, locale and direction), loaded once at start.
import { type Lang, langCodes } from "#domain/i18n.ts";
import type { OrderWords } from "#domain/words/en/order.ts";
import { type QuotationLanguage, quotationWords } from "../quotations/words.ts";
import { catalogues } from "../site/catalogues.ts";

export type OrderLanguage = OrderWords &
  Pick<QuotationLanguage, "columns" | "units" | "locale" | "dir" | "total" | "labels" | "signOff">;

const words = await catalogues<{ orderWords: OrderWords }>("order");

export const orderWords = Object.fromEntries(
  langCodes.map((lang) => {
    const { columns, units, locale, dir, total, labels, signOff } = quotationWords[lang];
    return [lang, { ...words[lang].orderWords, columns, units, locale, dir, total, labels, signOff }];
  }),
) as Record<Lang, OrderLanguage>;
