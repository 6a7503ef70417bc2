// A sent quotation as the buyer has it, shown in the desk, so the owner never needs to open his page to read
// what she sent; and the buyer's visits to that page. The buyer's texts are in his language: each is marked with
// it, and its direction follows its own script (an Arabic quotation reads right to left in the English desk).
import { countryName, fullDate, fullDateTime, languageName } from "#app/desk/shared/format.ts";
import { deskQuotationWords as copy } from "#app/desk/shared/quotation-words.ts";
import type { Quotation } from "#domain/desk/types.ts";
import { formatMoney, formatQuantity, parseAmount, parseQuantity } from "#domain/quotations/money.ts";

const termClass = "font-bold text-earth-700 text-xs uppercase tracking-wide";
const cell = "px-2 py-2 align-top max-sm:px-0";
/** On a phone each line stacks, its figures labelled from the column headings, so nothing scrolls away. */
const figure = `${cell} whitespace-nowrap text-end tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-0.5 max-sm:before:text-earth-700 max-sm:before:content-[attr(data-label)]`;

/** The buyer's visits to his page, oldest first: when, and from where when a trusted proxy said. */
export function QuotationViews({ quotation: q }: { quotation: Quotation }) {
  if (q.views.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className={termClass}>
        {copy.views} ({copy.viewCount(q.views.length)})
      </h3>
      <ol aria-label={copy.views} className="space-y-0.5 text-earth-900 text-sm">
        {q.views.map((view) => (
          <li key={view.at}>
            <time dateTime={view.at}>{fullDateTime(view.at)}</time>
            {view.country && ` ${copy.viewedFrom(countryName(view.country))}`}
          </li>
        ))}
      </ol>
      <p className="text-earth-700 text-xs">{copy.viewsHint}</p>
    </div>
  );
}

/** The quotation's lines, terms, notes and message, as sent. */
export function QuotationDocument({ quotation: q }: { quotation: Quotation }) {
  const money = (text: string) => {
    const minor = parseAmount(text, q.currency);
    return minor === undefined ? text : formatMoney("en-GB", minor, q.currency);
  };
  const quantity = (text: string) => {
    const milli = parseQuantity(text);
    return milli === undefined ? text : formatQuantity("en-GB", milli);
  };
  const buyers = { lang: q.language, dir: "auto" } as const;
  const terms: [string, string, boolean][] = [
    [copy.language, languageName(q.language), false],
    [copy.deliveryTerms, `${q.incoterm} ${q.port}`, true],
    [copy.validUntil, fullDate(q.validUntil), false],
    [copy.paymentTerms, q.paymentTerms, true],
    [copy.leadTime, q.leadTime, true],
  ];
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="text-start font-bold text-earth-700 text-xs uppercase tracking-wide">
            {copy.lines}
          </caption>
          <thead>
            <tr className="border-earth-900/10 border-b text-start text-earth-700 text-xs max-sm:sr-only">
              {(["product", "quantity", "price", "amount"] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`${cell} ${column === "product" ? "text-start" : "text-end"}`}
                >
                  {copy.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sent quotation's lines never change or move.
              <tr key={i} className="border-earth-900/5 border-b max-sm:block max-sm:py-2">
                <td className={`${cell} max-sm:block`}>
                  <span {...buyers} className="block font-semibold">
                    {line.product}
                  </span>
                  {line.description && (
                    <span {...buyers} className="block text-earth-700">
                      {line.description}
                    </span>
                  )}
                </td>
                <td data-label={copy.columns.quantity} className={figure}>
                  <bdi>
                    {quantity(line.quantity)} {line.unit}
                  </bdi>
                </td>
                <td data-label={copy.columns.price} className={figure}>
                  <bdi>{money(line.price)}</bdi>
                </td>
                <td data-label={copy.columns.amount} className={figure}>
                  <bdi>{money(line.amount)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="max-sm:flex max-sm:justify-between">
              <th scope="row" colSpan={3} className={`${cell} text-end`}>
                {copy.total}
              </th>
              <td className={`${cell} whitespace-nowrap text-end font-bold tabular-nums`}>
                <bdi>{formatMoney("en-GB", q.totalMinor, q.currency)}</bdi>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {terms
          .filter(([, value]) => value.trim() !== "")
          .map(([term, value, theirs]) => (
            <div key={term} className="min-w-0">
              <dt className={termClass}>{term}</dt>
              <dd
                {...(theirs ? buyers : {})}
                className="mt-0.5 whitespace-pre-line break-words text-earth-900"
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {[
        [copy.notes, q.notes],
        [copy.message, q.message],
      ]
        .filter(([, text]) => text?.trim())
        .map(([term, text]) => (
          <div key={term} className="space-y-1">
            <h3 className={termClass}>{term}</h3>
            <p {...buyers} className="whitespace-pre-line break-words text-earth-900 text-sm">
              {text}
            </p>
          </div>
        ))}
    </div>
  );
}
