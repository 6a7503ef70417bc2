// A quotation's arithmetic, shared by the desk (totals as the owner types) and the server (what is stored, mailed
// and accepted): amounts are integers of the currency's minor unit (cents; yen; fils, a thousandth of a dinar),
// quantities integers of thousandths, and nothing passes through a binary fraction. A line's amount is rounded
// once, half away from zero, to the minor unit; the total is the exact sum of the rounded lines, as an invoice
// adds up.
import { decimalsOf } from "./currencies.ts";

/** The largest amount in minor units: at most twelve digits (the bound on any amount). */
export const maxMinor = 999_999_999_999;

/** Quantities carry up to three decimals (kilograms of a tonne). */
export const quantityDecimals = 3;
const quantityScale = 10n ** BigInt(quantityDecimals);

function parseDecimal(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > decimals) return undefined;
  const value = Number(`${whole}${fraction.padEnd(decimals, "0")}`);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * A price typed in a number field ("1170", "1170.5", "0.125" for KWD) as minor units; undefined for anything
 * else: no signs, no grouping, no more decimals than the currency has, nothing above twelve digits.
 */
export function parseAmount(text: string, currency: string): number | undefined {
  const minor = parseDecimal(text, decimalsOf(currency));
  return minor !== undefined && minor > 0 && minor <= maxMinor ? minor : undefined;
}

/** A quantity typed in a number field ("20", "2.5") as thousandths; undefined for anything else. */
export function parseQuantity(text: string): number | undefined {
  const milli = parseDecimal(text, quantityDecimals);
  return milli !== undefined && milli > 0 ? milli : undefined;
}

/** A quantity in thousandths from a number the enquiry stored (REAL), to the nearest thousandth. */
export const quantityFromNumber = (quantity: number) => Math.round(quantity * 1000);

/** The line's amount: quantity × price, rounded half away from zero to the minor unit. */
export function lineAmount(quantityMilli: number, priceMinor: number): number {
  const product = BigInt(quantityMilli) * BigInt(priceMinor);
  return Number((product + quantityScale / 2n) / quantityScale);
}

/** The sum of the lines' amounts; undefined when it has more than twelve digits. */
export function totalOf(amounts: readonly number[]): number | undefined {
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  return total <= BigInt(maxMinor) ? Number(total) : undefined;
}

function decimalText(value: number, decimals: number): string {
  const digits = String(value).padStart(decimals + 1, "0");
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Minor units as the number field shows them: 2340000 USD → "23400.00"; 1500 JPY → "1500". */
export const amountText = (minor: number, currency: string) => decimalText(minor, decimalsOf(currency));

/** Thousandths as a number field shows them: 2500 → "2.5", 20000 → "20". */
export const quantityText = (milli: number) =>
  decimalText(milli, quantityDecimals).replace(/\.?0+$/, "") || "0";

/**
 * An amount for reading, in a language's conventions, exactly: Intl formats a decimal string without turning it
 * into a binary fraction. ("en", 2340000, "USD") → "USD 23,400.00".
 */
export function formatMoney(locale: string, minor: number, currency: string): string {
  const decimals = decimalsOf(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(decimalText(minor, decimals) as unknown as number)
    .replace(/\u00a0/g, " ");
}

/** A quantity for reading in a language's conventions: ("en", 2500) → "2.5". */
export function formatQuantity(locale: string, milli: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: quantityDecimals }).format(
    quantityText(milli) as unknown as number,
  );
}
