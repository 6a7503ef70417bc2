// A tariff code ("0713 20 10"), or a figure with its range and unit ("0–4 °C", "13–14 MT", "65–70%", "25 кг") or a
// count per ounce ("42/44"); not the digits of a Latin code ("G4", "N-2-4-1"), which read left to right as they are.
const tradeFigure =
  /(?<![A-Za-z][\w-]*)(?:\d{4} \d{2} \d{2}|\d[\d.,]*(?:\s?[–/]\s?\d[\d.,]*)?(?:\s?(?:°C|%|MT|mm|cm|kg|мм|см|кг)(?!\p{L}))?)/gu;

/** A figure with no-break spaces: its groups of digits and its unit stay on one line. */
const unbroken = (figure: string) => figure.replaceAll(" ", "\u00a0");

/**
 * A specification as a left-to-right spec sheet sets it (server/site-content/spec-sheets/spec-sheets.ts): each tariff code and
 * figure kept on one line, so a line never ends in "65–70" with the "%" on the next.
 */
export function joinTradeFigures(text: string): string {
  return text.replace(tradeFigure, unbroken);
}

/**
 * A specification as right-to-left text must carry it: each tariff code and figure isolated left to right
 * (U+2066 … U+2069), where a range's numbers would otherwise swap places ("4–0 °C") and a code's groups of
 * digits too, and kept on one line (no-break spaces, a word joiner after a range's dash). The Arabic product
 * page's table and the Arabic spec sheet (server/site-content/spec-sheets/spec-sheets.ts) both write figures so.
 */
export function isolateTradeFigures(text: string): string {
  return text.replace(tradeFigure, (figure) => `\u2066${unbroken(figure).replaceAll("–", "–\u2060")}\u2069`);
}
