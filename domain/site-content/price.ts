// The owner's indicative price as a product page and its spec sheet show it: "USD 280–320 per MT, FOB Nhava
// Sheva". A range takes an en dash, as the site's own ranges do ("40–55 mm"), and as the right-to-left pages
// and sheets recognise a range to keep its two figures in order (domain/trade-text.ts).
import type { Lang } from "../i18n.ts";
import { decimalsOf } from "../quotations/currencies.ts";
import * as ar from "../words/ar/price.ts";
import * as en from "../words/en/price.ts";
import * as es from "../words/es/price.ts";
import * as fr from "../words/fr/price.ts";
import * as ru from "../words/ru/price.ts";
import type { Translation } from "../words/translation.ts";
import type { Price } from "./schema.ts";
import { textIn } from "./texts.ts";

const words: Record<Lang, Translation<typeof en.priceWords>> = {
  en: en.priceWords,
  ar: ar.priceWords,
  es: es.priceWords,
  fr: fr.priceWords,
  ru: ru.priceWords,
};

/** An amount rounded to the currency's minor unit, as structured data and the price line carry it. */
export function priceAmount(amount: number, currency: string): number {
  return Number(amount.toFixed(decimalsOf(currency)));
}

/**
 * The price's amounts in a language's conventions, with thousands separators: whole amounts without decimals
 * ("280–320", as traders quote a tonne), otherwise both with the currency's decimals ("2.50–3.00", "1.250" KWD).
 */
function amountText(price: Price, lang: Lang): string {
  const from = priceAmount(price.from, price.currency);
  const to = priceAmount(price.to, price.currency);
  const decimals = Number.isInteger(from) && Number.isInteger(to) ? 0 : decimalsOf(price.currency);
  const format = new Intl.NumberFormat(words[lang].numbers, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // French groups digits with a narrow no-break space, which the spec sheets' faces lack; a no-break space reads alike.
  const written = (amount: number) => format.format(amount).replaceAll("\u202f", "\u00a0");
  return from === to ? written(from) : `${written(from)}–${written(to)}`;
}

/** The price line in a language: ("en") → "USD 280–320 per MT, FOB Nhava Sheva". */
export function priceText(price: Price, lang: Lang): string {
  return words[lang].line({
    currency: price.currency,
    amount: amountText(price, lang),
    unit: textIn(price.unit, lang),
    delivery: `${price.incoterm} ${price.port}`,
  });
}

/** The label before the price line: 'Indicative price' in English. */
export const priceLabel = (lang: Lang) => words[lang].label;

/** The label as it leads the price on one line: "Indicative price: ", "Prix indicatif : ". */
export const priceLead = (lang: Lang) => `${words[lang].label}${words[lang].afterLabel}`;
