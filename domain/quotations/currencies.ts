// The currencies a quotation may be in: ISO 4217's list of current codes (its "List One", as published by SIX,
// the standard's maintenance agency), without the funds codes, precious metals, testing and SDR codes, which
// nobody invoices in. Written out here rather than read from the browser's Intl, so that the desk and the
// server agree on every code and its decimals whatever ICU each runs.

/** The codes offered, in the order the desk lists them: the buyers' usual ones first, USD at the top. */
const usual = ["USD", "EUR", "GBP", "AED", "SAR", "INR", "RUB"] as const;

const others =
  "AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP " +
  "CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB FJD FKP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR " +
  "ILS IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK " +
  "MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RWF " +
  "SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX UYU UZS " +
  "VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG";

export const currencies: readonly [string, ...string[]] = [...usual, ...others.split(" ")];

/** ISO 4217's minor unit of the codes whose amounts do not have two decimals. */
const decimalsOtherThanTwo: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF".split(" ").map((code) => [code, 0]),
  ),
  ...Object.fromEntries("BHD IQD JOD KWD LYD OMR TND".split(" ").map((code) => [code, 3])),
};

export const isCurrency = (code: string) => currencies.includes(code);

/** How many decimals the currency's amounts have: 0 for JPY, 3 for KWD, 2 for most. */
export function decimalsOf(currency: string): number {
  if (!isCurrency(currency)) throw new Error(`not a currency of the list: ${currency}`);
  return decimalsOtherThanTwo[currency] ?? 2;
}
