// The words around the owner's indicative price ("USD 280–320 per MT, FOB Nhava Sheva"): the product page and
// its spec sheet show it (domain/site-content/price.ts writes it); the amounts, unit, Incoterm and port are hers.

/** The parts of a price line, each already written in the page's language. */
export type PriceParts = {
  /** The ISO 4217 code: "USD". */
  currency: string;
  /** One amount or a range: "280–320", "1,250". */
  amount: string;
  /** What the price is for, as she wrote it in this language: "MT". */
  unit: string;
  /** The Incoterm and its named port: "FOB Nhava Sheva". */
  delivery: string;
};

export const priceWords = {
  /** The label before the price on the product page and the spec sheet. */
  label: "Indicative price",
  /** Between the label and the price on one line (the spec sheet's). */
  afterLabel: ": ",
  /** The locale amounts are written in: its digits, thousands separator and decimal sign. */
  numbers: "en-GB",
  line: ({ currency, amount, unit, delivery }: PriceParts) =>
    `${currency} ${amount} per ${unit}, ${delivery}`,
} as const;
