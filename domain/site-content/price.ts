// An indicative price as the product page writes it: "USD 280–320 per MT, FOB Nhava Sheva".
import type { Lang } from "../i18n.ts";
import type { Price } from "./schema.ts";
import { textIn } from "./texts.ts";

const per: Record<Lang, string> = { en: "per", ar: "لكل", es: "por", fr: "par", ru: "за" };

export function priceText(price: Price, lang: Lang): string {
  const number = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  const range =
    price.from === price.to
      ? number.format(price.from)
      : `${number.format(price.from)}–${number.format(price.to)}`;
  return `${price.currency} ${range} ${per[lang]} ${textIn(price.unit, lang)}, ${price.incoterm} ${price.port}`;
}
