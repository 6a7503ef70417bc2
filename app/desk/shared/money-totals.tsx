import { formatMoney } from "#domain/quotations/money.ts";

type Amount = { currency: string; minor: number };

/** Money per currency as the desk writes it: "USD 23,400.00", one a currency. */
export const moneyTexts = (amounts: readonly Amount[]) =>
  amounts.map((a) => formatMoney("en-GB", a.minor, a.currency));

/** Totals per currency, one a line: amounts in different currencies are never added up. */
export function MoneyTotals({ amounts, none }: { amounts: readonly Amount[]; none: string }) {
  if (amounts.length === 0) return none;
  return (
    <ul>
      {moneyTexts(amounts).map((text) => (
        // "USD 23,400.00" keeps its order in an Arabic page.
        <li key={text}>
          <bdi dir="ltr">{text}</bdi>
        </li>
      ))}
    </ul>
  );
}
