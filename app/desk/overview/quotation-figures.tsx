import { count, duration, percent } from "#app/desk/shared/format.ts";
import { deskQuotationWords } from "#app/desk/shared/quotation-words.ts";
import type { QuotationFigures } from "#domain/desk/types.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { deskCard } from "../shared/ui.ts";
import { FigureList } from "./figure-list.tsx";

const copy = deskQuotationWords.overview;

/** Totals per currency, one a line: amounts in different currencies are never added up. */
function Totals({ totals }: { totals: QuotationFigures["quoted"] }) {
  if (totals.length === 0) return copy.none;
  return (
    <ul>
      {totals.map((t) => (
        <li key={t.currency}>{formatMoney("en-GB", t.totalMinor, t.currency)}</li>
      ))}
    </ul>
  );
}

/** The Overview's quotations this month: on offer, accepted, the share accepted, the time it takes to quote. */
export function QuotationFiguresCard({ figures }: { figures: QuotationFigures }) {
  const { accepted, of } = figures.acceptedShare;
  const share = percent(accepted, of);
  const rows: [string, React.ReactNode][] = [
    [copy.quoted, <Totals key="quoted" totals={figures.quoted} />],
    [copy.accepted, <Totals key="accepted" totals={figures.accepted} />],
    [copy.share, share ? copy.shareOf(share, count(accepted), count(of)) : copy.none],
    [copy.median, figures.medianToQuotationMs === null ? copy.none : duration(figures.medianToQuotationMs)],
  ];
  return (
    <section aria-labelledby="overview-quotations" className={`${deskCard} p-5`}>
      <h2 id="overview-quotations" className="font-extrabold text-forest-900 text-lg">
        {copy.heading}
      </h2>
      <FigureList rows={rows} className="sm:grid-cols-2" />
    </section>
  );
}
